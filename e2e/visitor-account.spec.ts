import { expect, test, type Page } from './test.ts';
import { expectNoAxeViolations, waitForHydration } from './support.ts';

const PASSWORD = 'Tarpon-Bay-2031';

/** Signs a new visitor up in the soft prompt that a signed-out heart or "Save this search" opens. */
async function signUpInPrompt(page: Page, email: string, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByText('Create account', { exact: true }).click();
  await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('visitor accounts', () => {
  test('sign up from a heart, see the home on /account, save a search with instant alerts, delete the account', async ({
    page,
  }) => {
    const email = `buyer.${Date.now()}@example.com`;
    await page.goto('/search?city=Naples');
    await waitForHydration(page);
    const card = page.locator('[data-listing-id]').first();
    const listingId = (await card.getAttribute('data-listing-id')) ?? '';
    // The heart sits beside the card's link, in the same frame.
    const heart = card.locator('xpath=..').getByRole('button', { name: /^Save / });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await signUpInPrompt(page, email, 'Sign in to save this home');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Save this search' }).click();
    const save = page.getByRole('dialog', { name: 'Save this search' });
    await save.getByRole('textbox', { name: 'Name' }).fill('Naples, instantly');
    await save.getByText('Instantly', { exact: true }).click();
    await save.getByRole('button', { name: 'Save search' }).click();
    await expect(save.getByRole('status')).toContainText('Saved');
    await save.getByRole('button', { name: 'Done' }).click();

    await page.goto('/account');
    await waitForHydration(page);
    await expect(page.locator(`[data-saved-home="${listingId}"]`)).toBeVisible();
    const search = page.locator('[data-saved-search]');
    await expect(search).toHaveCount(1);
    await expect(search.getByRole('link', { name: 'Naples, instantly' })).toHaveAttribute(
      'href',
      '/search?city=Naples',
    );
    await expect(search.getByLabel('E-mail alerts')).toHaveValue('instantly');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Delete my account…' }).click();
    await page.getByRole('button', { name: 'Yes, delete my account and my data' }).click();
    await page.waitForURL('/');
    await page.goto('/account');
    await expect(page.getByRole('link', { name: 'Sign in or create an account' })).toBeVisible();
    const signIn = await page.request.post('/api/account/sign-in', { data: { email, password: PASSWORD } });
    expect(signIn.status()).toBe(400);
  });

  test('the heart is on the property page, the sign-in page is accessible, and browsing needs no account', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/account')) calls.push(request.url());
    });
    await page.goto('/search');
    await waitForHydration(page);
    await page.locator('[data-listing-id]').first().click();
    await page.waitForURL(/\/properties\//);
    const heart = page.locator('button[data-look="inline"][aria-pressed]');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart).toHaveAccessibleName(/^Save /);
    expect(calls, 'an anonymous visitor never asks for saved homes').toEqual([]);

    await page.goto('/account/sign-in');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
