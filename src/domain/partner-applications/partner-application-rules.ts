import { characterCount } from '../validation/max-length';
import { isEmail, isNonEmpty } from '../validation/patterns';
import {
  attachmentLimits,
  vehicleTypes,
  fieldMaxLengths,
  type AttachmentInfo,
  type PartnerApplicationFields,
  type PartnerFieldName,
} from './partner-application';

export type PartnerFieldProblem = 'REQUIRED' | 'INVALID_EMAIL' | 'INVALID_PHONE' | 'TOO_LONG';
export type PartnerFieldProblems = Readonly<Partial<Record<PartnerFieldName, PartnerFieldProblem>>>;

export type AttachmentProblem = 'FILE_TYPE_NOT_ACCEPTED' | 'FILE_TOO_LARGE';

export interface AttachmentProblems {
  /** More files than the service takes in one application. */
  readonly tooMany: boolean;
  /** By the file's position in the list checked. */
  readonly files: ReadonlyArray<AttachmentProblem | null>;
}

/** A phone number as people write it: an optional +, then 7 to 15 digits, spaces and dashes allowed between. */
const phonePattern = /^\+?[0-9](?:[ -]?[0-9]){6,14}$/;

export function isPartnerPhone(value: string): boolean {
  return phonePattern.test(value.trim());
}

const requiredFields: Readonly<Record<PartnerApplicationFields['kind'], readonly PartnerFieldName[]>> = {
  merchant: ['businessName', 'contactName', 'email', 'phone', 'city'],
  rider: ['fullName', 'email', 'phone', 'city', 'vehicleType'],
};

function problemOf(name: PartnerFieldName, value: string, required: boolean): PartnerFieldProblem | null {
  if (!isNonEmpty(value)) return required ? 'REQUIRED' : null;
  if (characterCount(value.trim()) > fieldMaxLengths[name]) return 'TOO_LONG';
  if (name === 'email' && !isEmail(value.trim())) return 'INVALID_EMAIL';
  if (name === 'phone' && !isPartnerPhone(value)) return 'INVALID_PHONE';
  return null;
}

/**
 * Each field the service would refuse: a required one left empty (spaces alone count as empty), an
 * e-mail or phone number that is not one, a text longer than the service stores, a vehicle not offered.
 */
export function partnerFieldProblems(application: PartnerApplicationFields): PartnerFieldProblems {
  const required = requiredFields[application.kind];
  const problems: Partial<Record<PartnerFieldName, PartnerFieldProblem>> = {};
  for (const [name, value] of Object.entries(application.fields) as [PartnerFieldName, string][]) {
    const problem = problemOf(name, value, required.includes(name));
    if (problem !== null) problems[name] = problem;
  }
  if (application.kind === 'rider' && problems.vehicleType === undefined) {
    const chosen = application.fields.vehicleType;
    if (!(vehicleTypes as readonly string[]).includes(chosen)) problems.vehicleType = 'REQUIRED';
  }
  return problems;
}

export function hasFieldProblems(problems: PartnerFieldProblems): boolean {
  return Object.keys(problems).length > 0;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Whether a file looks like a PDF, PNG or JPEG by its declared type or, when the browser declares none or a
 * generic one, by its extension. Only a hint to the applicant: the service judges by the content.
 */
export function isAcceptedAttachmentType(file: Pick<AttachmentInfo, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase();
  if ((attachmentLimits.types as readonly string[]).includes(type)) return true;
  const unknownType = type === '' || type === 'application/octet-stream';
  return unknownType && (attachmentLimits.extensions as readonly string[]).includes(extensionOf(file.name));
}

export function attachmentProblemOf(file: AttachmentInfo): AttachmentProblem | null {
  if (!isAcceptedAttachmentType(file)) return 'FILE_TYPE_NOT_ACCEPTED';
  if (file.size > attachmentLimits.maxBytes) return 'FILE_TOO_LARGE';
  return null;
}

/** The problems of the files chosen for one application, all slots together. */
export function attachmentProblems(files: readonly AttachmentInfo[]): AttachmentProblems {
  return { tooMany: files.length > attachmentLimits.maxFiles, files: files.map(attachmentProblemOf) };
}

export function hasAttachmentProblems(problems: AttachmentProblems): boolean {
  return problems.tooMany || problems.files.some((problem) => problem !== null);
}

/** The text as it is sent: surrounding spaces dropped from every field. */
export function trimmedPartnerFields<T extends PartnerApplicationFields>(application: T): T {
  const fields = Object.fromEntries(
    Object.entries(application.fields).map(([name, value]) => [name, (value as string).trim()]),
  );
  return { ...application, fields } as T;
}
