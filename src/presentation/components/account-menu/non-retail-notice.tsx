import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAppSelector } from '../../store/hooks';
import { selectIsNonRetailUser } from '../../store/session/user-flags';

/** Small enough to sit in the header beside the name; on a narrow screen it wraps instead of pushing. */
const Badge = styled.span`
  flex: 0 1 auto;
  padding: 2px ${({ theme }) => theme.spacing(1)};
  border: 1px solid currentColor;
  border-radius: 999px;
  font-size: 0.75rem;
  line-height: 1.2;
  white-space: nowrap;
  @media (max-width: 480px) {
    max-width: 6rem;
    white-space: normal;
  }
`;

/**
 * The spec flags a user whose trade_types lack Retail without saying what follows. The flag is shown where
 * the user is, in the account menu, as a plain note (nothing is blocked); pages that need it read
 * selectIsNonRetailUser.
 */
export function NonRetailNotice() {
  const { t } = useTranslation();
  const flagged = useAppSelector(selectIsNonRetailUser);
  return flagged ? <Badge>{t('userType.notRetail')}</Badge> : null;
}
