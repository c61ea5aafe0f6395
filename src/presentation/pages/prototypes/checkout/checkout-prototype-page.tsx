import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PrototypeLayout } from '../prototype-layout';
import { PrototypeTexts } from '../prototype-texts';
import { usePrototypeTexts } from '../use-prototype-texts';
import { Choice, FieldGrid, Fieldset, PrimaryButton, SelectField, TextField } from './form-parts';

const countries = ['FI', 'SE', 'EE', 'PK'] as const;

/**
 * `/checkout`: the static checkout form of the prototype. It checks nothing and sends nothing (the spec sets
 * no rule for it); Continue leads to the static order review.
 */
function CheckoutPrototypeScreen() {
  const { t } = usePrototypeTexts();
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate('/review-order');
  };
  return (
    <PrototypeLayout title={t('checkout.title')}>
      <form onSubmit={onSubmit} noValidate>
        <p>{t('checkout.requiredNote')}</p>
        <Fieldset>
          <legend>{t('checkout.contactHeading')}</legend>
          <FieldGrid>
            <TextField name="firstName" label={t('checkout.firstName')} autoComplete="given-name" required />
            <TextField name="lastName" label={t('checkout.lastName')} autoComplete="family-name" required />
            <TextField name="company" label={t('checkout.company')} autoComplete="organization" />
            <TextField name="addressLine1" label={t('checkout.addressLine1')} autoComplete="address-line1" required />
            <TextField name="addressLine2" label={t('checkout.addressLine2')} autoComplete="address-line2" />
            <TextField name="state" label={t('checkout.state')} autoComplete="address-level1" required />
            <TextField name="stateProvince" label={t('checkout.stateProvince')} autoComplete="address-level2" />
            <SelectField name="country" label={t('checkout.country')} autoComplete="country" required>
              <option value="">{t('checkout.countryChoose')}</option>
              {countries.map((country) => (
                <option key={country} value={country}>
                  {t(`checkout.countries.${country}`)}
                </option>
              ))}
            </SelectField>
            <TextField name="mobile" type="tel" label={t('checkout.mobile')} autoComplete="tel" required />
            <TextField name="phone" type="tel" label={t('checkout.phone')} autoComplete="tel-local" />
          </FieldGrid>
          <Choice>
            <input type="checkbox" name="saveInformation" />
            {t('checkout.saveInformation')}
          </Choice>
          <Choice>
            <input type="checkbox" name="differentAddress" />
            {t('checkout.differentAddress')}
          </Choice>
        </Fieldset>
        <Fieldset>
          <legend>{t('checkout.shippingHeading')}</legend>
          <Choice>
            <input type="radio" name="shipping" value="FREE_DELIVERY" defaultChecked />
            {t('checkout.freeDelivery')}
          </Choice>
        </Fieldset>
        <Fieldset>
          <legend>{t('checkout.paymentHeading')}</legend>
          <Choice>
            <input type="radio" name="payment" value="CASH" defaultChecked />
            {t('checkout.cash')}
          </Choice>
          <Choice>
            <input type="radio" name="payment" value="CARD" />
            {t('checkout.card')}
          </Choice>
        </Fieldset>
        <Choice data-required="true">
          <input type="checkbox" name="terms" aria-required="true" />
          {t('checkout.terms')}
        </Choice>
        <PrimaryButton type="submit">{t('checkout.continue')}</PrimaryButton>
      </form>
    </PrototypeLayout>
  );
}

/** The screen above, once its texts are in i18next. */
export function CheckoutPrototypePage() {
  return (
    <PrototypeTexts>
      <CheckoutPrototypeScreen />
    </PrototypeTexts>
  );
}
