import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activitySentence, ACTIVITY_KINDS, personName } from './activity-sentence.ts';
import { AUDIT_ACTIONS, type AuditEntry } from './audit-entry.ts';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  at: '2026-11-20T15:00:00.000Z',
  actorId: 'u1',
  actorEmail: 'amelia@palmetto.example',
  action: 'update',
  entity: 'articles',
  entityId: 'a1',
  summary: 'Who pays what at a Florida closing',
  before: { title: 'Who pays', excerpt: 'Same', version: 1 },
  after: { title: 'Who pays what at a Florida closing', excerpt: 'Same', version: 2 },
  ...overrides,
});

describe(activitySentence, () => {
  it('says what happened in plain words', () => {
    expect(activitySentence(entry({}))).toBe(
      'Amelia changed the title of the article ‘Who pays what at a Florida closing’',
    );
    expect(
      activitySentence(
        entry({ actorEmail: 'jorge@palmetto.example', action: 'delete', entity: 'agents', summary: 'Ana Ruiz' }),
      ),
    ).toBe('Jorge moved the agent ‘Ana Ruiz’ to the Trash');
    expect(activitySentence(entry({ action: 'restore', entity: 'agents', summary: 'Ana Ruiz' }))).toBe(
      'Amelia restored the agent ‘Ana Ruiz’',
    );
    expect(
      activitySentence(entry({ action: 'password-reset', entity: 'users', summary: 'jorge@palmetto.example' })),
    ).toBe('Amelia reset the password of the user ‘jorge@palmetto.example’');
    expect(activitySentence(entry({ action: 'delete', entity: 'footer_links', summary: 'Privacy' }))).toBe(
      'Amelia deleted the footer link ‘Privacy’',
    );
  });

  it('says a reorder of a whole list in one sentence, naming the part of the list when there is one', () => {
    expect(activitySentence(entry({ action: 'reorder', entity: 'agents', entityId: null, summary: '' }))).toBe(
      'Amelia reordered the agents',
    );
    expect(activitySentence(entry({ action: 'reorder', entity: 'footer_links', summary: 'Column 2' }))).toBe(
      'Amelia reordered the footer links in ‘Column 2’',
    );
    expect(activitySentence(entry({ action: 'reorder', entity: 'seo_settings', summary: '' }))).toBe(
      'Amelia reordered the SEO settings',
    );
  });

  it('names people from their address', () => {
    expect(personName('amelia.delgado@palmetto.example')).toBe('Amelia Delgado');
    expect(personName('e2e.admin@palmetto.example')).toBe('E2e Admin');
    expect(personName('')).toBe('Someone');
  });

  it('property: every action on every kind reads as a sentence with no machine wording', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...AUDIT_ACTIONS),
        fc.constantFrom(...Object.keys(ACTIVITY_KINDS)),
        fc.emailAddress(),
        fc.string({ maxLength: 30 }),
        (action, entity, actorEmail, summary) => {
          const sentence = activitySentence(entry({ action, entity, actorEmail, summary, before: null, after: null }));
          expect(sentence.length).toBeGreaterThan(0);
          expect(sentence.slice(0, 1)).toBe(sentence.slice(0, 1).toUpperCase());
          const withoutSummary = sentence.replace(`‘${summary}’`, '');
          expect(withoutSummary).not.toMatch(
            /_|sign-in|sign-out|password-reset|role-change|delete-forever|undefined|null/,
          );
          // A reorder names the list in the plural on purpose ("reordered the agents").
          if (action !== 'reorder') expect(withoutSummary).not.toMatch(/\b(users|agents|articles|images)\b/);
        },
      ),
    );
  });
});
