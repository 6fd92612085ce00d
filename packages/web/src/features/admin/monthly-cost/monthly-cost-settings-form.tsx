import { Button, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { monthlyCostSettingsIssues, type MonthlyCostSettings } from '@app/domain';
import { useAdminApi } from '../kit/admin-http.ts';
import { applyServerIssues, issuesToFormErrors } from '../kit/form-errors.ts';
import { notifyFailure, notifySuccess } from '../kit/notify.ts';
import { useUnsavedChanges } from '../kit/unsaved-changes.tsx';
import {
  settingsFromValues,
  valuesFromSettings,
  type MonthlyCostSettingsValues,
} from './monthly-cost-settings-values.ts';

type Form = UseFormReturnType<MonthlyCostSettingsValues>;

/** One number field of the form at a path, labelled. */
function Figure({ form, path, label, description }: { form: Form; path: string; label: string; description?: string }) {
  return (
    <NumberInput
      label={label}
      description={description}
      decimalScale={4}
      hideControls
      w={{ base: '100%', sm: 200 }}
      {...form.getInputProps(path)}
    />
  );
}

function CountyRow({ form, path, name }: { form: Form; path: string; name: string }) {
  return (
    <>
      <Figure form={form} path={`${path}.millage`} label={`${name}: millage`} />
      <Figure form={form} path={`${path}.minimumAnnualTax`} label={`${name}: minimum yearly tax ($)`} />
      <Figure form={form} path={`${path}.insurancePerThousand`} label={`${name}: insurance ($ per $1,000)`} />
    </>
  );
}

const INSURANCE_FIELDS = [
  ['rebuildCostPerSqFt', 'House rebuild cost ($ per sq ft)'],
  ['condoInteriorCostPerSqFt', 'Condo interior cost ($ per sq ft)'],
  ['masonryFactor', 'Concrete block (CBS) factor'],
  ['frameFactor', 'Wood frame factor'],
  ['oldRoofFactor', 'Old roof factor'],
  ['oldRoofYears', 'A roof is old after (years)'],
  ['impactProtectionFactor', 'Impact glass or shutters factor'],
] as const;

const FLOOD_FIELDS = [
  ['coastal', 'Flood, zones V and VE ($ a year)'],
  ['highRisk', 'Flood, A zones ($ a year)'],
  ['moderate', 'Flood, shaded X ($ a year)'],
  ['minimal', 'Flood, minimal risk ($ a year)'],
] as const;

/** The loan defaults, each county's rates and the insurance table; checked here by the domain's rules and on save. */
export function MonthlyCostSettingsForm({ saved }: { saved: MonthlyCostSettings }) {
  const api = useAdminApi();
  const form = useForm<MonthlyCostSettingsValues>({
    initialValues: valuesFromSettings(saved),
    validate: (values) => issuesToFormErrors(monthlyCostSettingsIssues(settingsFromValues(values))),
  });
  const unsaved = useUnsavedChanges(form.isDirty() && !form.submitting);
  const submit = form.onSubmit(async (values) => {
    try {
      const stored = await api.put<MonthlyCostSettings>('/api/admin/monthly-cost-settings', settingsFromValues(values));
      form.setInitialValues(valuesFromSettings(stored));
      form.setValues(valuesFromSettings(stored));
      notifySuccess('Monthly cost settings saved. Every listing’s estimate now uses them.');
    } catch (error) {
      if (!applyServerIssues(form, error)) notifyFailure(error, 'The monthly cost settings were not saved');
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Monthly cost settings">
      {unsaved.prompt}
      <Stack gap="lg">
        <Stack gap="xs" component="section" aria-labelledby="loan-title">
          <Title order={2} size="h5" id="loan-title">
            The loan
          </Title>
          <Group align="flex-start" wrap="wrap">
            <Figure form={form} path="annualRatePercent" label="Mortgage rate (%)" />
            <Figure form={form} path="termYears" label="Term (years)" />
            <Figure form={form} path="downPaymentPercent" label="Down payment (%)" />
          </Group>
        </Stack>
        <Stack gap="xs" component="section" aria-labelledby="counties-title">
          <Title order={2} size="h5" id="counties-title">
            Counties
          </Title>
          <Text size="sm" c="dimmed">
            Total non-homestead millage (dollars of tax per $1,000 of value), the smallest yearly tax we estimate, and
            the homeowners and wind insurance rate. A listing in a county not listed uses the other-county rates.
          </Text>
          {form.values.counties.map((_, index) => {
            const path = `counties.${String(index)}`;
            const name = form.values.counties[index]?.county || `County ${String(index + 1)}`;
            return (
              <Group key={index} align="flex-start" wrap="wrap">
                <TextInput
                  label={`County ${String(index + 1)}`}
                  w={{ base: '100%', sm: 160 }}
                  {...form.getInputProps(`${path}.county`)}
                />
                <CountyRow form={form} path={path} name={name} />
                <Button
                  variant="subtle"
                  color="red"
                  mt={{ base: 0, sm: 26 }}
                  onClick={() => form.removeListItem('counties', index)}
                  aria-label={`Remove ${name}`}
                >
                  Remove
                </Button>
              </Group>
            );
          })}
          <Group>
            <Button
              variant="light"
              onClick={() =>
                form.insertListItem('counties', {
                  county: '',
                  millage: '',
                  minimumAnnualTax: '',
                  insurancePerThousand: '',
                })
              }
            >
              Add a county
            </Button>
          </Group>
          <Group align="flex-start" wrap="wrap">
            <CountyRow form={form} path="otherCounty" name="Other counties" />
          </Group>
        </Stack>
        <Stack gap="xs" component="section" aria-labelledby="insurance-title">
          <Title order={2} size="h5" id="insurance-title">
            Insurance
          </Title>
          <Group align="flex-start" wrap="wrap">
            {INSURANCE_FIELDS.map(([key, label]) => (
              <Figure key={key} form={form} path={`insurance.${key}`} label={label} />
            ))}
          </Group>
          <Group align="flex-start" wrap="wrap">
            {FLOOD_FIELDS.map(([key, label]) => (
              <Figure key={key} form={form} path={`insurance.flood.${key}`} label={label} />
            ))}
          </Group>
        </Stack>
        <Group>
          <Button type="submit" loading={form.submitting}>
            Save monthly cost settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
