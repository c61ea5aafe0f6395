import { useId, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { checkPhoto, photoSignatureLength } from '@/domain/catalogue/photo-format';
import { FieldBox } from '../checkout/form-parts';
import { usePrototypeTexts } from '../use-prototype-texts';
import { readLeadingBytes } from '../../../components/fields/read-leading-bytes';
import type { WizardPhoto } from './wizard-steps';

const Refusals = styled.ul`
  margin: ${({ theme }) => theme.spacing(1)} 0;
  padding-left: ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.colours.error};
  font-weight: 600;
`;

const Photos = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing(1)};
    padding: ${({ theme }) => theme.spacing(1)};
    border-radius: 8px;
    background: #ffffff;
  }
  button {
    min-height: 44px;
    font: inherit;
  }
`;

/**
 * Step 2: photos of the products. Each chosen file is judged by its first bytes (JPEG or PNG only, whatever
 * its name says); a refused one is named in a message beside the field, and the accepted ones are kept.
 */
export function UploadPhotosStep(props: {
  readonly photos: readonly WizardPhoto[];
  readonly refused: readonly string[];
  readonly onChecked: (accepted: readonly string[], refused: readonly string[]) => void;
  readonly onRemove: (id: number) => void;
}) {
  const { t } = usePrototypeTexts();
  const fieldId = useId();
  const refusalsId = useId();
  const acceptedId = useId();
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Emptied, so choosing the same file again (after removing it) is noticed.
    event.target.value = '';
    const checks = await Promise.all(
      files.map(async (file) => ({
        name: file.name,
        ok: checkPhoto(await readLeadingBytes(file, photoSignatureLength)).ok,
      })),
    );
    props.onChecked(
      checks.filter((check) => check.ok).map((check) => check.name),
      checks.filter((check) => !check.ok).map((check) => check.name),
    );
  };
  return (
    <>
      <p>{t('wizard.upload.intro')}</p>
      <FieldBox>
        <label htmlFor={fieldId}>{t('wizard.upload.field')}</label>
        <input
          id={fieldId}
          type="file"
          multiple
          accept="image/jpeg,image/png"
          aria-describedby={props.refused.length > 0 ? refusalsId : undefined}
          aria-invalid={props.refused.length > 0}
          onChange={(event) => void onChange(event)}
        />
      </FieldBox>
      <div role="alert">
        {props.refused.length > 0 ? (
          <Refusals id={refusalsId}>
            {props.refused.map((name, index) => (
              // The same name may be refused twice; its place in the list tells the two apart.
              <li key={`${index}-${name}`}>{t('wizard.upload.refused', { name })}</li>
            ))}
          </Refusals>
        ) : null}
      </div>
      <h3 id={acceptedId}>{t('wizard.upload.accepted')}</h3>
      {props.photos.length === 0 ? (
        <p>{t('wizard.upload.none')}</p>
      ) : (
        <Photos aria-labelledby={acceptedId}>
          {props.photos.map((photo) => (
            <li key={photo.id}>
              <span>{photo.name}</span>
              <button type="button" onClick={() => props.onRemove(photo.id)}>
                {t('wizard.upload.remove', { name: photo.name })}
              </button>
            </li>
          ))}
        </Photos>
      )}
    </>
  );
}
