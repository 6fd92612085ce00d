import { Card, Stack, Text, Title } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { AdminPage } from '../kit/admin-page.tsx';
import { ChangePasswordForm } from '../change-password-form.tsx';
import { EmailChangeForm } from './email-change-form.tsx';
import { ProfileNameForm } from './profile-name-form.tsx';
import { TwoStepSection } from './two-step-section.tsx';

function Section({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}

/** `/admin/account`: the signed-in admin's or editor's own name, e-mail address and password. */
export default function AccountPage() {
  const { stores } = useRouteContext({ from: '__root__' });
  const auth = useSnapshot(stores.auth.state);
  const user = auth.user;
  return (
    <AdminPage title="My account" description="Your own name, the address you sign in with and your password.">
      {user === null ? (
        <Text>Loading your account…</Text>
      ) : (
        <Stack gap="lg" maw={720}>
          <Section title="Name" intro="How the admin area names you.">
            <ProfileNameForm
              key={user.name ?? ''}
              name={user.name ?? ''}
              save={(name) => stores.auth.updateProfile({ name })}
            />
          </Section>
          <Section title="Email address" intro="The address you sign in with and receive password-reset links at.">
            <EmailChangeForm
              email={user.email}
              change={async (email, currentPassword) =>
                (await stores.auth.updateProfile({ email, currentPassword })).user
              }
            />
          </Section>
          <Section title="Password" intro="Changing your password signs you out in every other browser.">
            <ChangePasswordForm
              email={user.email}
              change={(password, currentPassword) => stores.auth.updatePassword(password, currentPassword)}
              onDone={() => undefined}
            />
          </Section>
          <Section
            title="Two-step sign-in"
            intro="After your password, sign-in also asks for a code from an app on your phone, so a stolen password alone does not open the admin area."
          >
            <TwoStepSection />
          </Section>
        </Stack>
      )}
    </AdminPage>
  );
}
