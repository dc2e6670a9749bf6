/** Demo users and ads arrive in the next change; until then the first start writes none. */
export async function seedDemoData(): Promise<void> {}
