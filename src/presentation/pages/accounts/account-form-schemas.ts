import * as z from 'zod/mini';
import { authProblemMessageKeys, type AuthProblem } from '../../i18n/message-keys/auth-message-keys';
import { checkLoginForm } from '@/domain/accounts/login-form';
import { phoneNumberProblem } from '@/domain/accounts/phone-number';
import { pinProblem } from '@/domain/accounts/pin';
import { otpProblem, profileFormProblems } from '@/domain/accounts/sign-up-form';

type Problems<Field extends string> = Readonly<Partial<Record<Field, AuthProblem>>>;

/**
 * A form schema whose check is the domain's rule, so the form and the use case refuse exactly the same
 * values; each issue's message is the i18n key of the rule's text.
 */
function formSchema<const Field extends string>(
  fields: readonly Field[],
  problemsOf: (values: Readonly<Record<Field, string>>) => Problems<Field> | null,
) {
  const shape = Object.fromEntries(fields.map((field) => [field, z.string()])) as Record<
    Field,
    z.ZodMiniString<string>
  >;
  return z.object(shape).check(
    z.superRefine((values, context) => {
      const problems = problemsOf(values as Readonly<Record<Field, string>>);
      for (const field of fields) {
        const problem = problems?.[field];
        if (problem !== undefined) {
          context.addIssue({ code: 'custom', path: [field], message: authProblemMessageKeys[problem], input: values });
        }
      }
    }),
  );
}

/** Only the problems that are there: `{ field: null }` would otherwise read as a problem. */
function present<Field extends string>(problems: Readonly<Record<Field, AuthProblem | null>>): Problems<Field> {
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== null)) as Problems<Field>;
}

export const loginSchema = formSchema(['mobileNumber', 'pin'], (values) => {
  const check = checkLoginForm(values);
  return check.ok ? null : check.problems;
});
export const mobileNumberSchema = formSchema(['mobileNumber'], (values) =>
  present({ mobileNumber: phoneNumberProblem(values.mobileNumber) }),
);
export const otpSchema = formSchema(['otp'], (values) => present({ otp: otpProblem(values.otp) }));
export const profileSchema = formSchema(['fullName', 'pin', 'email', 'dob'], profileFormProblems);
export const newPinSchema = formSchema(['otp', 'pin'], (values) =>
  present({ otp: otpProblem(values.otp), pin: pinProblem(values.pin) }),
);

export type LoginValues = z.infer<typeof loginSchema>;
export type MobileNumberValues = z.infer<typeof mobileNumberSchema>;
export type OtpValues = z.infer<typeof otpSchema>;
export type ProfileValues = z.infer<typeof profileSchema>;
export type NewPinValues = z.infer<typeof newPinSchema>;
