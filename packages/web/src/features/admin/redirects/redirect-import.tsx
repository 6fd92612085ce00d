import { Alert, Button, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ValidationError, type ValidationIssue } from '@app/domain';
import { useAdminApi } from '../kit/admin-http.ts';
import { notifyFailure, notifySuccess } from '../kit/notify.ts';

/** Imports a CSV of redirects (old path, new path): all rows or none; each refused line is named. */
export function RedirectImport({ onImported }: { readonly onImported: () => void }) {
  const api = useAdminApi();
  const [file, setFile] = useState<File | null>(null);
  const [issues, setIssues] = useState<readonly ValidationIssue[]>([]);
  const [busy, setBusy] = useState(false);
  const importFile = async () => {
    if (file === null) return;
    setBusy(true);
    setIssues([]);
    try {
      const { imported } = await api.post<{ imported: number }>('/api/admin/redirects/import', {
        csv: await file.text(),
      });
      notifySuccess(`Imported ${String(imported)} redirects from ${file.name}.`);
      setFile(null);
      onImported();
    } catch (error) {
      if (error instanceof ValidationError && error.issues.length > 0) setIssues(error.issues);
      else notifyFailure(error, 'The redirects were not imported');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm">
      <Text size="sm">
        A CSV file with two columns, the old address and the new one (a header row is optional), as a site migration
        exports it. Every row is checked first: one bad line and nothing is imported.
      </Text>
      <Group align="flex-end" wrap="wrap">
        <FileInput
          label="CSV file"
          accept=".csv,text/csv"
          clearable
          value={file}
          onChange={setFile}
          w={{ base: '100%', sm: 320 }}
        />
        <Button onClick={() => void importFile()} disabled={file === null} loading={busy}>
          Import redirects
        </Button>
      </Group>
      {issues.length > 0 && (
        <Alert color="red" title="Nothing was imported: fix these lines and try again" role="alert">
          <List size="sm">
            {issues.map((issue) => (
              <List.Item key={`${issue.field}-${issue.message}`}>
                {issue.field}: {issue.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
