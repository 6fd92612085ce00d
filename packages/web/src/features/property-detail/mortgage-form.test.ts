import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { monthlyMortgagePayment } from '@app/domain';
import {
  initialMortgageValues,
  mortgageInput,
  mortgageView,
  switchDownPaymentMode,
  type MortgageValues,
} from './mortgage-form.ts';

const listing = { ListPrice: 850_000, TaxAnnualAmount: 9_120.55, AssociationFee: 420 };

const validValues = fc.record({
  price: fc.integer({ min: 50_000, max: 20_000_000 }),
  percent: fc.integer({ min: 0, max: 100 }),
  annualRatePercent: fc.double({ min: 0, max: 30, noNaN: true }),
  termYears: fc.constantFrom(15, 20, 30),
  annualTaxes: fc.integer({ min: 0, max: 200_000 }),
  annualInsurance: fc.integer({ min: 0, max: 100_000 }),
  monthlyHoa: fc.integer({ min: 0, max: 5_000 }),
});

describe(initialMortgageValues, () => {
  it('prefills the price, 20 % down, the yearly taxes and the HOA fee of the listing', () => {
    expect(initialMortgageValues(listing)).toEqual({
      price: 850_000,
      downPayment: 20,
      downPaymentMode: 'percent',
      annualRatePercent: 6.5,
      termYears: 30,
      annualTaxes: 9_121,
      annualInsurance: 4_300,
      monthlyHoa: 420,
    });
  });

  it('prefills both associations per month: a quarterly master fee and a monthly condo fee', () => {
    const twoAssociations = {
      ...listing,
      AssociationFee: 1_200,
      AssociationFeeFrequency: 'Quarterly' as const,
      AssociationFee2: 650,
      AssociationFee2Frequency: 'Monthly' as const,
    };
    expect(initialMortgageValues(twoAssociations).monthlyHoa).toBe(1_050);
  });

  it('starts from zero for what the listing does not say', () => {
    expect(initialMortgageValues({ ListPrice: null, TaxAnnualAmount: null, AssociationFee: null })).toMatchObject({
      price: 0,
      annualTaxes: 0,
      monthlyHoa: 0,
    });
  });
});

describe(mortgageView, () => {
  it('gives the domain formula’s payment for the prefilled values', () => {
    const values = initialMortgageValues(listing);
    const view = mortgageView(values);
    expect(view.issues).toEqual({});
    expect(view.payment).toEqual(monthlyMortgagePayment({ ...mortgageInput(values), downPayment: 170_000 }));
  });

  it('works out the same payment whether the down payment is typed in dollars or percent', () => {
    fc.assert(
      fc.property(validValues, ({ price, percent, ...rest }) => {
        const byPercent: MortgageValues = { ...rest, price, downPayment: percent, downPaymentMode: 'percent' };
        const byAmount: MortgageValues = {
          ...rest,
          price,
          downPayment: (price * percent) / 100,
          downPaymentMode: 'amount',
        };
        const a = mortgageView(byPercent).payment;
        const b = mortgageView(byAmount).payment;
        expect(a).not.toBeNull();
        expect(a?.total).toBeCloseTo(b?.total ?? Number.NaN, 6);
        expect(a?.total).toBeCloseTo(
          (a?.principalAndInterest ?? 0) + rest.annualTaxes / 12 + rest.annualInsurance / 12 + rest.monthlyHoa,
          6,
        );
      }),
    );
  });

  it('shows the domain’s message next to each bad field and no payment', () => {
    const values: MortgageValues = {
      ...initialMortgageValues(listing),
      price: '',
      annualRatePercent: 45,
      annualInsurance: -5,
    };
    const view = mortgageView(values);
    expect(view.payment).toBeNull();
    expect(view.issues).toMatchObject({
      price: 'Enter an amount of 0 or more',
      annualRatePercent: 'Enter a rate from 0 to 30 %',
      annualInsurance: 'Enter an amount of 0 or more',
    });
  });

  it('refuses a down payment above the price', () => {
    const view = mortgageView({ ...initialMortgageValues(listing), downPayment: 900_000, downPaymentMode: 'amount' });
    expect(view.issues.downPayment).toBe('The down payment cannot exceed the price');
  });
});

describe(switchDownPaymentMode, () => {
  it('keeps the down payment amount when switching between dollars and percent', () => {
    const values = initialMortgageValues(listing);
    const inDollars = switchDownPaymentMode(values, 'amount');
    expect(inDollars).toMatchObject({ downPaymentMode: 'amount', downPayment: 170_000 });
    expect(switchDownPaymentMode(inDollars, 'percent')).toMatchObject({ downPaymentMode: 'percent', downPayment: 20 });
  });

  it('keeps a blank down payment blank', () => {
    expect(switchDownPaymentMode({ ...initialMortgageValues(listing), downPayment: '' }, 'amount')).toMatchObject({
      downPayment: '',
      downPaymentMode: 'amount',
    });
  });
});
