import { expect, test, type Browser, type Page } from './test.ts';
import { authenticatorApp } from './authenticator-app.ts';
import { expectNoAxeViolations, signInAsAdmin, waitForHydration } from './support.ts';

/** An editor of this spec alone, so its changes leave the e2e admin of the other specs alone. */
const OWNER = { email: 'account.owner@palmetto.example', password: 'Gulf-Shore-2026' } as const;

/** An admin of the two-step test alone. */
const TWO_STEP_OWNER = { email: 'two.step.owner@palmetto.example', password: 'Gulf-Shore-2026' } as const;

async function fillSignIn(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/admin-console-login');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return page;
}

async function signInThroughTheForm(browser: Browser, account: { email: string; password: string } = OWNER) {
  const page = await fillSignIn(browser, account);
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}

test.describe('My account', () => {
  test('changes the name shown in the header and refuses an e-mail change with a wrong current password', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    const created = await page.request.post('/api/admin/users', { data: { ...OWNER, role: 'editor' } });
    expect(created.status(), await created.text()).toBe(201);

    const owner = await signInThroughTheForm(browser);
    await waitForHydration(owner);
    await owner.getByRole('link', { name: 'My account' }).click();
    await expect(owner.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

    const nameForm = owner.getByRole('form', { name: 'Your name' });
    await nameForm.getByLabel('Name').fill('Maria Lopez');
    await nameForm.getByRole('button', { name: 'Save name' }).click();
    await expect(owner.getByRole('banner').getByText('Maria Lopez · editor')).toBeVisible();

    const emailForm = owner.getByRole('form', { name: 'Email address' });
    await emailForm.getByLabel('New email address').fill('maria.lopez@palmetto.example');
    await emailForm.getByLabel('Current password').fill('Not-The-Password-1');
    await emailForm.getByRole('button', { name: 'Change email address' }).click();
    await expect(emailForm).toContainText('Your current password is not right, so the email address was not changed.');

    await owner.reload();
    await expect(owner.getByRole('banner').getByText('Maria Lopez · editor')).toBeVisible();
    await expect(owner.getByRole('form', { name: 'Email address' }).getByLabel('Current email address')).toHaveValue(
      OWNER.email,
    );
  });

  test('two-step sign-in: set up with the key on the page, then sign-in asks for the code, refusing a wrong one', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page);
    const created = await page.request.post('/api/admin/users', { data: { ...TWO_STEP_OWNER, role: 'admin' } });
    expect(created.status(), await created.text()).toBe(201);

    const owner = await signInThroughTheForm(browser, TWO_STEP_OWNER);
    await owner.goto('/admin/account');
    await owner.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await expect(owner.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await owner.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const app = authenticatorApp(secret);
    const turnOn = owner.getByRole('form', { name: 'Turn on two-step sign-in' });
    await turnOn.getByLabel('Code from your app').fill(await app.nextCode());
    await turnOn.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect(owner.getByRole('status').filter({ hasText: 'Two-step sign-in is on' })).toBeVisible();
    await expectNoAxeViolations(owner);
    await owner.getByRole('button', { name: 'Sign out' }).click();
    await expect(owner).toHaveURL(/\/admin-console-login/);

    const again = await fillSignIn(browser, TWO_STEP_OWNER);
    await expect(again.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    expect((await again.request.get('/api/admin/footer-links')).status()).toBe(401);
    await expectNoAxeViolations(again);
    await again.getByLabel('Authentication code').fill(app.wrongCode());
    await again.getByRole('button', { name: 'Verify code' }).click();
    await expect(again.getByRole('alert')).toContainText('That code is not right or was already used.');
    await again.getByLabel('Authentication code').fill(await app.nextCode());
    await again.getByRole('button', { name: 'Verify code' }).click();
    await expect(again).toHaveURL(/\/admin$/);

    await again.goto('/admin/account');
    const turnOff = again.getByRole('form', { name: 'Turn off two-step sign-in' });
    await turnOff.getByLabel('Current code').fill(app.usedCode());
    await turnOff.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
    await expect(turnOff).toContainText('That code is not right or was already used.');
    await turnOff.getByLabel('Current code').fill(await app.nextCode());
    await turnOff.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
    await expect(again.getByRole('button', { name: 'Set up two-step sign-in' })).toBeVisible();
    await signInThroughTheForm(browser, TWO_STEP_OWNER);
  });

  test('is axe clean at desktop and phone width, and every control is reached by keyboard with visible focus', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/account');
      await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Change password' }).last()).toBeVisible();
      await expectNoAxeViolations(page);
    }
    const wanted = ['Name', 'Save name', 'New email address', 'Current password', 'Change email address'];
    const reached = new Set<string>();
    for (let step = 0; step < 60 && reached.size < wanted.length; step++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (element === null) return null;
        const style = getComputedStyle(element);
        const label =
          element.id === '' ? '' : (document.querySelector(`label[for="${element.id}"]`)?.textContent ?? '');
        return {
          name: (label || element.textContent || '').replace('*', '').trim(),
          visible: style.outlineStyle !== 'none' || style.boxShadow !== 'none',
        };
      });
      if (focused !== null && wanted.includes(focused.name) && focused.visible) reached.add(focused.name);
    }
    expect([...reached].sort()).toEqual([...wanted].sort());
  });
});
