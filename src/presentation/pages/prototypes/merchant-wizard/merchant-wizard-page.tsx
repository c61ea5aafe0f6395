import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { PrimaryButton } from '../checkout/form-parts';
import { PrototypeLayout } from '../prototype-layout';
import type { SampleCategory, SampleProduct } from '../sample-data';
import { PrototypeTexts } from '../prototype-texts';
import { usePrototypeTexts } from '../use-prototype-texts';
import { LinkPhotosStep } from './link-photos-step';
import { ProductDetailStep } from './product-detail-step';
import { ProductsStep } from './products-step';
import { UploadPhotosStep } from './upload-photos-step';
import { WizardStepper } from './wizard-stepper';
import { wizardProducts, wizardSteps, type TileLinks, type WizardPhoto } from './wizard-steps';

const StepHeading = styled.h2`
  font-size: 1.25rem;
  &:focus {
    outline: none;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-top: ${({ theme }) => theme.spacing(3)};
`;

const SecondaryButton = styled(PrimaryButton)`
  border: 2px solid ${({ theme }) => theme.colours.primary};
  background: #ffffff;
  color: ${({ theme }) => theme.colours.primary};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colours.error};
  font-weight: 600;
`;

/**
 * `/merchant-wizard`: the four-step merchant wizard of the prototype (products, photos, linking category tiles
 * to products, the details). Everything stays in the page: nothing is uploaded or saved.
 */
function MerchantWizardScreen() {
  const { t } = usePrototypeTexts();
  const [stepIndex, setStepIndex] = useState(0);
  const [chosen, setChosen] = useState<ReadonlySet<SampleProduct>>(new Set());
  const [photos, setPhotos] = useState<readonly WizardPhoto[]>([]);
  const [refused, setRefused] = useState<readonly string[]>([]);
  const [links, setLinks] = useState<TileLinks>({});
  const [noProductError, setNoProductError] = useState(false);
  const [finished, setFinished] = useState(false);
  const nextPhotoId = useRef(1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedStep = useRef(false);
  const errorId = useId();
  const step = wizardSteps[stepIndex] ?? 'products';
  const products = wizardProducts.map((entry) => entry.product).filter((product) => chosen.has(product));

  // After Next or Back, the keyboard and the screen reader start at the new step's heading.
  useEffect(() => {
    if (movedStep.current) headingRef.current?.focus();
  }, [stepIndex]);

  const goTo = (index: number) => {
    movedStep.current = true;
    setFinished(false);
    setStepIndex(index);
  };
  const next = () => {
    if (step === 'products' && chosen.size === 0) {
      setNoProductError(true);
      return;
    }
    goTo(stepIndex + 1);
  };
  const toggle = (product: SampleProduct) => {
    setNoProductError(false);
    setChosen((current) => {
      const updated = new Set(current);
      if (updated.has(product)) updated.delete(product);
      else updated.add(product);
      return updated;
    });
  };
  const onChecked = (accepted: readonly string[], refusedNames: readonly string[]) => {
    setRefused(refusedNames);
    setPhotos((current) => [...current, ...accepted.map((name) => ({ id: nextPhotoId.current++, name }))]);
  };
  const link = (product: SampleProduct, category: SampleCategory | null) =>
    setLinks((current) => {
      const updated = { ...current };
      if (category === null) delete updated[product];
      else updated[product] = category;
      return updated;
    });

  return (
    <PrototypeLayout title={t('wizard.title')}>
      <WizardStepper current={step} />
      <section aria-labelledby={`${errorId}-heading`}>
        <StepHeading id={`${errorId}-heading`} ref={headingRef} tabIndex={-1}>
          {t('wizard.stepOf', { current: stepIndex + 1, total: wizardSteps.length, name: t(`wizard.steps.${step}`) })}
        </StepHeading>
        {step === 'products' ? (
          <ProductsStep chosen={chosen} onToggle={toggle} errorId={errorId} showError={noProductError} />
        ) : null}
        {step === 'uploadPhotos' ? (
          <UploadPhotosStep
            photos={photos}
            refused={refused}
            onChecked={onChecked}
            onRemove={(id) => setPhotos((current) => current.filter((photo) => photo.id !== id))}
          />
        ) : null}
        {step === 'linkPhotos' ? <LinkPhotosStep products={products} links={links} onLink={link} /> : null}
        {step === 'productDetail' ? (
          <ProductDetailStep products={products} links={links} photoCount={photos.length} />
        ) : null}
        <div role="alert">
          {step === 'products' && noProductError ? (
            <ErrorText id={errorId}>{t('wizard.products.chooseOne')}</ErrorText>
          ) : null}
        </div>
      </section>
      <Buttons>
        {stepIndex > 0 ? (
          <SecondaryButton type="button" onClick={() => goTo(stepIndex - 1)}>
            {t('wizard.back')}
          </SecondaryButton>
        ) : (
          <span />
        )}
        {stepIndex < wizardSteps.length - 1 ? (
          <PrimaryButton type="button" onClick={next}>
            {t('wizard.next')}
          </PrimaryButton>
        ) : (
          <PrimaryButton type="button" onClick={() => setFinished(true)}>
            {t('wizard.finish')}
          </PrimaryButton>
        )}
      </Buttons>
      <p role="status">{finished ? t('wizard.finished') : null}</p>
    </PrototypeLayout>
  );
}

/** The screen above, once its texts are in i18next. */
export function MerchantWizardPage() {
  return (
    <PrototypeTexts>
      <MerchantWizardScreen />
    </PrototypeTexts>
  );
}
