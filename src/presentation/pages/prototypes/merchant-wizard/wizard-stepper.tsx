import styled from 'styled-components';
import { usePrototypeTexts } from '../use-prototype-texts';
import { wizardSteps, type WizardStep } from './wizard-steps';

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    counter-increment: step;
    display: grid;
    justify-items: center;
    gap: 4px;
    font-size: 0.875rem;
    text-align: center;
  }
  li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border: 2px solid ${({ theme }) => theme.colours.primary};
    border-radius: 50%;
    background: #ffffff;
    color: ${({ theme }) => theme.colours.primary};
    font-weight: 700;
  }
  li[data-done='true']::before,
  li[aria-current='step']::before {
    background: ${({ theme }) => theme.colours.primary};
    color: ${({ theme }) => theme.colours.onPrimary};
  }
  li[aria-current='step'] {
    font-weight: 700;
  }
`;

/** The four steps in a row, the current one marked for the eye and for assistive technology. */
export function WizardStepper(props: { readonly current: WizardStep }) {
  const { t } = usePrototypeTexts();
  const currentIndex = wizardSteps.indexOf(props.current);
  return (
    <nav aria-label={t('wizard.stepsLabel')}>
      <Steps>
        {wizardSteps.map((step, index) => (
          <li key={step} aria-current={step === props.current ? 'step' : undefined} data-done={index < currentIndex}>
            {t(`wizard.steps.${step}`)}
          </li>
        ))}
      </Steps>
    </nav>
  );
}
