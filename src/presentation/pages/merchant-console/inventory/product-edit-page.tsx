import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isAppError, type AppError } from '@/application/errors/app-error';
import { featureTokens } from '@/application/tokens';
import { photoSignatureLength } from '@/domain/catalogue/photo-format';
import {
  detailsInputOf,
  type ProductDetailsField,
  type ProductDetailsInput,
} from '@/domain/merchant-console/product-details-input';
import type { StoreProduct } from '@/domain/merchant-console/store-product';
import { readLeadingBytes } from '../../../components/fields/read-leading-bytes';
import { useRowProblemText } from '../../../components/product-add-table/use-product-add-rows';
import { useFeature } from '../../../di/dependency-context';
import { useErrorText } from '../../../format/use-error-text';
import { consolePaths } from '../console-paths';
import { useConsoleSession } from '../console-session';
import { ConsoleButton, ConsoleField, FieldProblem } from '../console-styles';
import { ConsoleTextField } from '../console-text-field';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1.5)};
  max-width: 640px;
  h2,
  p {
    margin: 0;
  }
  a {
    justify-self: start;
    min-height: 44px;
    display: inline-flex;
    align-items: center;
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.spacing(1.5)};
  }
  textarea {
    min-height: 88px;
    padding: ${({ theme }) => theme.spacing(1)};
    border: 1px solid #767676;
    border-radius: 8px;
    font: inherit;
  }
  img {
    max-width: 240px;
    max-height: 160px;
    object-fit: cover;
    border-radius: 8px;
  }
`;

const Saved = styled.p`
  color: #1b5e20;
  font-weight: 600;
`;

const Refused = styled.p`
  color: ${({ theme }) => theme.colours.error};
`;

type Field = ProductDetailsField | 'picture';
type Loading =
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded'; readonly product: StoreProduct; readonly categories: readonly string[] }
  | { readonly kind: 'missing' }
  | { readonly kind: 'failed'; readonly error: AppError };

/** A labelled text area with its problem beside it, as ConsoleTextField draws an input. */
function TextAreaField(props: {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly problem: string | undefined;
  readonly onChange: (value: string) => void;
}) {
  const problemId = props.problem === undefined ? undefined : `${props.id}-problem`;
  return (
    <ConsoleField>
      <label htmlFor={props.id}>{props.label}</label>
      <textarea
        id={props.id}
        value={props.value}
        aria-invalid={problemId !== undefined}
        aria-describedby={problemId}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {problemId !== undefined ? <FieldProblem id={problemId}>{props.problem}</FieldProblem> : null}
    </ConsoleField>
  );
}

/**
 * /inventory-mgmt/edit/{id}: the product-add table's fields for one product, filled with it as stored, and its
 * picture. What was typed stays whatever the answer; a rule broken or the server's refusal shows beside its field.
 */
export function ProductEditPage(props: { readonly productQueryId: string }) {
  const { t } = useTranslation('console');
  const feature = useFeature(featureTokens.merchantConsole);
  const { reportFailure } = useConsoleSession();
  const errorText = useErrorText();
  const problemText = useRowProblemText();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<Loading>({ kind: 'loading' });
  const [input, setInput] = useState<ProductDetailsInput | null>(null);
  const [picture, setPicture] = useState<{ readonly id: string; readonly name: string } | null>(null);
  const [messages, setMessages] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<{ kind: 'saved' } | { kind: 'refused'; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const { productQueryId } = props;

  useEffect(() => {
    let current = true;
    feature.listStoreInventory().then(
      (inventory) => {
        if (!current) return;
        const product = inventory.products.find((known) => known.queryId === productQueryId);
        if (product === undefined) {
          setState({ kind: 'missing' });
          return;
        }
        setState({ kind: 'loaded', product, categories: inventory.categories });
        setInput(detailsInputOf(product));
      },
      (error: unknown) => {
        if (!current || reportFailure(error)) return;
        setState({
          kind: 'failed',
          error: isAppError(error) ? error : { code: 'SERVER_ERROR', message: String(error) },
        });
      },
    );
    return () => {
      current = false;
    };
  }, [feature, productQueryId, reportFailure]);

  const edit = (field: ProductDetailsField, value: string) => {
    setInput((known) => (known === null ? known : { ...known, [field]: value }));
    setMessages((known) => ({ ...known, [field]: undefined }));
    setOutcome(null);
  };

  const failed = (error: unknown, field: Field) => {
    if (reportFailure(error)) return;
    const message = isAppError(error) ? errorText(error) : String(error);
    if (field === 'picture') setMessages((known) => ({ ...known, picture: message }));
    else setOutcome({ kind: 'refused', message });
  };

  const upload = async (file: File) => {
    setOutcome(null);
    setMessages((known) => ({ ...known, picture: undefined }));
    try {
      const leadingBytes = await readLeadingBytes(file, photoSignatureLength);
      const answer = await feature.uploadProductPicture({
        size: file.size,
        leadingBytes,
        content: file,
        fileName: file.name,
      });
      if (answer.ok) setPicture({ id: answer.pictureId, name: file.name });
      else {
        setPicture(null);
        const message =
          'refusal' in answer
            ? problemText(answer.refusal === 'TOO_LARGE' ? 'PICTURE_TOO_LARGE' : 'NOT_JPEG_OR_PNG')
            : answer.message;
        setMessages((known) => ({ ...known, picture: message }));
      }
    } catch (error) {
      failed(error, 'picture');
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || input === null) return;
    setSaving(true);
    setOutcome(null);
    try {
      const answer = await feature.editStoreProduct(productQueryId, input, picture?.id ?? null);
      if (answer.ok) {
        setMessages({});
        setPicture(null);
        setState((known) => (known.kind === 'loaded' ? { ...known, product: answer.product } : known));
        setInput(detailsInputOf(answer.product));
        setOutcome({ kind: 'saved' });
      } else if ('problems' in answer) {
        setMessages(
          Object.fromEntries(Object.entries(answer.problems).map(([field, problem]) => [field, problemText(problem)])),
        );
      } else {
        setMessages(answer.fields as Partial<Record<Field, string>>);
        setOutcome({ kind: 'refused', message: answer.message });
      }
    } catch (error) {
      failed(error, 'name');
    } finally {
      setSaving(false);
    }
  };

  const text = (field: 'name' | 'category' | 'brand', extra: { list?: string } = {}) => (
    <ConsoleTextField
      id={`${id}-${field}`}
      label={t(`inventory.edit.${field}`)}
      problem={messages[field]}
      value={input?.[field] ?? ''}
      onChange={(event) => edit(field, event.target.value)}
      {...extra}
    />
  );
  const area = (field: 'description' | 'sizes' | 'colors') => (
    <TextAreaField
      id={`${id}-${field}`}
      label={t(`inventory.edit.${field}`)}
      problem={messages[field]}
      value={input?.[field] ?? ''}
      onChange={(value) => edit(field, value)}
    />
  );

  return (
    <Page>
      <h2>{t('inventory.edit.title')}</h2>
      <p>{t('inventory.edit.intro')}</p>
      <Link to={consolePaths.inventory}>{t('inventory.edit.back')}</Link>
      {state.kind === 'loading' ? <p role="status">{t('console.loading')}</p> : null}
      {state.kind === 'missing' ? <p role="alert">{t('inventory.edit.notFound')}</p> : null}
      {state.kind === 'failed' ? (
        <p role="alert">{t('inventory.edit.failed', { message: errorText(state.error) })}</p>
      ) : null}
      {state.kind === 'loaded' && input !== null ? (
        <form noValidate aria-label={state.product.name} onSubmit={(event) => void save(event)}>
          {text('name')}
          {text('category', { list: `${id}-categories` })}
          <datalist id={`${id}-categories`}>
            {state.categories.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
          {text('brand')}
          {area('description')}
          {area('sizes')}
          {area('colors')}
          <fieldset>
            <legend>{t('inventory.edit.picture')}</legend>
            {state.product.pictureUrl !== null ? (
              <img src={state.product.pictureUrl} alt={t('inventory.picture', { name: state.product.name })} />
            ) : (
              <p>{t('inventory.edit.noPicture')}</p>
            )}
            <input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg"
              hidden
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void upload(file);
                event.target.value = '';
              }}
            />
            <ConsoleButton
              type="button"
              $tone="plain"
              aria-describedby={messages.picture === undefined ? undefined : `${id}-picture-problem`}
              onClick={() => fileInput.current?.click()}
            >
              {t('inventory.edit.uploadPicture')}
            </ConsoleButton>
            {picture !== null ? <p>{t('inventory.edit.pictureChosen', { name: picture.name })}</p> : null}
            {messages.picture !== undefined ? (
              <FieldProblem id={`${id}-picture-problem`} role="alert">
                {messages.picture}
              </FieldProblem>
            ) : null}
          </fieldset>
          <ConsoleButton type="submit" disabled={saving}>
            {saving ? t('inventory.edit.saving') : t('inventory.edit.save')}
          </ConsoleButton>
          {outcome?.kind === 'saved' ? <Saved role="status">{t('inventory.edit.saved')}</Saved> : null}
          {outcome?.kind === 'refused' ? (
            <Refused role="alert">{t('inventory.edit.refused', { message: outcome.message })}</Refused>
          ) : null}
        </form>
      ) : null}
    </Page>
  );
}
