import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { waitForHydration } from './support/hydration.ts';
import { screenshots } from './support/screenshots.ts';

// "Today" is pinned to Wednesday 18 March 2026 so the month, the past days and the limits are fixed.
const ZIKO = '/en/ziko?today=2026-03-18';

async function open(page: Page, path = ZIKO) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

function calendar(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

async function drag(page: Page, from: Locator, to: Locator) {
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('day not on screen');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 5 });
  await page.mouse.up();
}

test('month, week and day views, each with its period and its days or time slots', async ({ page }) => {
  await open(page);
  const cal = calendar(page, 'Calendar, default options');
  await expect(cal.getByRole('heading', { name: 'March 2026' })).toBeVisible();
  await expect(cal.getByRole('button', { name: 'Month', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const today = cal.getByRole('button', { name: 'Wednesday, 18 March 2026' });
  await expect(today).toHaveAttribute('aria-current', 'date');
  await expect(cal.getByRole('table', { name: 'March 2026' }).getByRole('button')).toHaveCount(42);

  await cal.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(cal.getByRole('heading', { level: 3 })).toHaveText(/^16\s–\s22 Mar 2026$/);
  await expect(cal.getByRole('button', { name: 'Monday, 16 March 2026, 00:00' })).toBeVisible();
  await expect(cal.getByRole('button', { name: /^Sunday, 22 March 2026, 23:00$/ })).toBeAttached();
  await expect(cal.getByText('All day')).toBeVisible();
  await expect(cal.getByText('Concurso de salto')).toBeVisible();

  await cal.getByRole('button', { name: 'Day', exact: true }).click();
  await expect(cal.getByRole('heading', { level: 3 })).toHaveText('Wednesday, 18 March 2026');
  await expect(cal.getByRole('button', { name: /^Wednesday, 18 March 2026, \d\d:00$/ })).toHaveCount(24);
  await expect(cal.getByText('Visita: Lucero')).toBeVisible();
  // The current-time marker is shown by default (spec §9).
  await expect(cal.getByTestId('time-marker')).toBeAttached();

  await cal.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(cal.getByRole('heading', { level: 3 })).toHaveText('Thursday, 19 March 2026');
  await cal.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(cal.getByRole('heading', { level: 3 })).toHaveText('Wednesday, 18 March 2026');
});

test('back and next are disabled outside minDate and maxDate', async ({ page }) => {
  await open(page);
  // Limited to 1 February – 30 April 2026.
  const cal = calendar(page, 'Calendar limited to three months, 8:00 to 18:00, 12-hour clock');
  const back = cal.getByRole('button', { name: 'Back', exact: true });
  const next = cal.getByRole('button', { name: 'Next', exact: true });
  await back.click();
  await expect(cal.getByRole('heading', { name: 'February 2026' })).toBeVisible();
  await expect(back).toBeDisabled();
  await expect(next).toBeEnabled();
  await next.click();
  await next.click();
  await expect(cal.getByRole('heading', { name: 'April 2026' })).toBeVisible();
  await expect(next).toBeDisabled();
  await expect(back).toBeEnabled();

  await cal.getByRole('button', { name: 'Day', exact: true }).click();
  await cal.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(next).toBeEnabled();
});

test('the 24H/12H toggle changes every hour label; the time range limits the hours', async ({ page }) => {
  await open(page);
  const cal = calendar(page, 'Calendar limited to three months, 8:00 to 18:00, 12-hour clock');
  await cal.getByRole('button', { name: 'Day', exact: true }).click();
  await expect(cal.getByRole('button', { name: '12H', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const slots = cal.getByRole('button', { name: /^Wednesday, 18 March 2026, / });
  await expect(slots).toHaveCount(11);
  await expect(slots.first()).toHaveAccessibleName(/8:00\sam$/);
  await expect(slots.last()).toHaveAccessibleName(/6:00\spm$/);
  // The hours column comes first; the now-marker's hidden label says the same between 15:00 and
  // 15:59 (the time CI happens to run at).
  await expect(cal.getByText(/^3:00\spm$/).first()).toBeVisible();

  await cal.getByRole('button', { name: '24H', exact: true }).click();
  await expect(cal.getByRole('button', { name: '24H', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(slots.last()).toHaveAccessibleName('Wednesday, 18 March 2026, 18:00');
  await expect(cal.getByText('15:00', { exact: true }).first()).toBeVisible();
  await expect(cal.getByText(/pm$/)).toHaveCount(0);
});

test('a month-view drag cannot start on a past day nor end before its start', async ({ page }) => {
  await open(page);
  const cal = calendar(page, 'Calendar, default options');
  const day = (n: number) =>
    cal.getByRole('button', {
      name: new Date(Date.UTC(2026, 2, n)).toLocaleDateString('en-GB', { dateStyle: 'full', timeZone: 'UTC' }),
    });
  const dialog = page.getByRole('dialog', { name: 'New event' });

  await drag(page, day(17), day(20));
  await expect(dialog).toBeHidden();
  await drag(page, day(20), day(19));
  await expect(dialog).toBeHidden();

  await drag(page, day(18), day(20));
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Date')).toHaveValue('2026-03-18');
});

test('a time slot opens the event dialog; Date, Start Time and End Time are required', async ({ page }) => {
  await open(page);
  const cal = calendar(page, 'Calendar, default options');
  await cal.getByRole('button', { name: 'Day', exact: true }).click();
  await cal.getByRole('button', { name: 'Wednesday, 18 March 2026, 14:00' }).click();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Date')).toHaveValue('2026-03-18');
  await expect(dialog.getByLabel('Start Time')).toHaveValue('14:00');
  await expect(dialog.getByLabel('End Time')).toHaveValue('15:00');
  for (const label of ['Date', 'Start Time', 'End Time']) {
    await expect(dialog.getByLabel(label)).toHaveAttribute('required', '');
  }
  await screenshots(page, 'calendar', 'dialog');

  await dialog.getByLabel('Date').fill('');
  await dialog.getByLabel('Start Time').fill('');
  await dialog.getByLabel('End Time').fill('');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('This field is required.')).toHaveCount(3);
  await expect(dialog.getByLabel('Start Time')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Date').fill('2026-03-18');
  await dialog.getByLabel('Start Time').fill('14:00');
  await dialog.getByLabel('End Time').fill('13:00');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('The end time must be after the start time.')).toBeVisible();

  await dialog.getByLabel('End Time').fill('15:30');
  await dialog.getByLabel('Name').fill('Visita: Bruma');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(cal.getByText('Visita: Bruma')).toBeVisible();
});

test('the keyboard opens the dialog from a month day; labels follow the page locale', async ({ page }) => {
  await open(page, '/ziko?today=2026-03-18');
  const cal = calendar(page, 'Calendario, opciones por defecto');
  await expect(cal.getByRole('heading', { name: 'marzo de 2026' })).toBeVisible();
  for (const label of ['Hoy', 'Atrás', 'Siguiente', 'Mes', 'Semana', 'Día']) {
    await expect(cal.getByRole('button', { name: label, exact: true })).toBeVisible();
  }
  await cal.getByRole('button', { name: 'jueves, 19 de marzo de 2026' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Nuevo evento' });
  await expect(dialog.getByLabel('Fecha')).toHaveValue('2026-03-19');
  await expect(dialog.getByRole('button', { name: 'Crear' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the showcase pages pass axe and are pictured at 375 and 1280 px', async ({ page }) => {
  await open(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  await screenshots(page, 'calendar', 'ziko-month');
  await open(page, '/en/ziko2?today=2026-03-18');
  await expect(page.getByRole('region', { name: 'Calendar opening on the week' })).toBeVisible();
  await screenshots(page, 'calendar', 'ziko2-week-day');
});
