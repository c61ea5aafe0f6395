import { text } from '../../i18n/localized';
import { fieldError } from '../../http/field-error';
import type { Clock } from '../../shared/clock';
import { accountMessages, fieldRuleMessages } from '../account-messages';
import { pinLockedMessage } from '../pin-lockout-rules';
import type { ProfileRefusal } from '../save-profile';

/** The 400 of a profile update_user did not save, naming the field it is about. */
export function profileRefusal(refusal: ProfileRefusal, clock: Clock) {
  switch (refusal.reason) {
    case 'proof_missing':
      return fieldError('sign_up_token', accountMessages.verifyFirst);
    case 'name_required':
      return fieldError('user.full_name', text('account.nameRequired'));
    case 'pin_invalid':
      return fieldError('user.password', fieldRuleMessages[refusal.problem]);
    case 'email_invalid':
      return fieldError('user.email', text('field.email'));
    case 'dob_invalid':
      return fieldError('user.dob', text('account.dobInvalid'));
    case 'current_pin_locked':
      return fieldError('current_password', pinLockedMessage(refusal.until.getTime() - clock()));
    case 'current_pin_required':
      return fieldError('current_password', text('account.currentPinRequired'));
    case 'current_pin_wrong':
      return fieldError('current_password', text('account.currentPinWrong'));
    case 'proof_invalid':
      return fieldError('sign_up_token', accountMessages.verificationInvalid);
  }
}
