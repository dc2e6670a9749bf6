/**
 * The ad's reference as a buyer quotes it on the phone ("Ref. 9HG1T5"): the six random characters
 * that end its address (server/ads/ad-slug.ts), which never change once the ad has its address.
 */
export function adReference(slug: string): string {
  return (slug.split('-').pop() ?? slug).toUpperCase();
}
