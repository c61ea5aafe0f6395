import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { featureTokens } from '@/application/tokens';
import type { Tip } from '@/domain/tip/tip';
import type { TipSelectorState } from '@/domain/tip/tip-selector';
import { useFeature } from '../../di/dependency-context';

const Section = styled.section`
  margin: ${({ theme }) => theme.spacing(2)} 0;
  h2 {
    font-size: 1.1rem;
  }
`;

const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  button {
    min-width: 64px;
    min-height: 44px;
    border: 1px solid ${({ theme }) => theme.colours.primary};
    border-radius: 8px;
    background: white;
    color: ${({ theme }) => theme.colours.primary};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colours.primary};
    color: ${({ theme }) => theme.colours.onPrimary};
  }
  input {
    min-height: 44px;
    width: 8em;
    padding: 0 ${({ theme }) => theme.spacing(1)};
    border: 1px solid #c4c9d0;
    border-radius: 8px;
    font-size: 1rem;
  }
`;

export interface TipSelectorProps {
  readonly state: TipSelectorState;
  readonly onType: (text: string) => void;
  readonly onPick: (preset: Tip) => void;
}

/** The rider tip: quick options 20, 50 and 100, or digits typed in; hidden for a business user. */
export function TipSelector(props: TipSelectorProps) {
  const { t } = useTranslation();
  const { chooseTip } = useFeature(featureTokens.checkout);
  if (!props.state.offered) return null;
  const choices = chooseTip.choices(props.state);
  const label = (amount: Tip) => t('tip.preset', { currency: choices.currencySymbol, amount });
  return (
    <Section aria-labelledby="tip-title">
      <h2 id="tip-title">{t('tip.title')}</h2>
      <Presets>
        {choices.presets.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={props.state.input === String(preset)}
            aria-label={t('checkout.tip.pick', { amount: label(preset) })}
            onClick={() => props.onPick(preset)}
          >
            {label(preset)}
          </button>
        ))}
        <input
          inputMode="numeric"
          aria-label={t('checkout.tip.field')}
          value={props.state.input}
          onChange={(event) => props.onType(event.target.value)}
        />
      </Presets>
    </Section>
  );
}
