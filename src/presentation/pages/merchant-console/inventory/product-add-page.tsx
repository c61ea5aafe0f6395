import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isAppError } from '@/application/errors/app-error';
import { featureTokens } from '@/application/tokens';
import { photoSignatureLength } from '@/domain/catalogue/photo-format';
import type { StoreInventory } from '@/domain/merchant-console/store-product';
import { ProductAddTable } from '../../../components/product-add-table/product-add-table';
import type { OptionList, RowMessageField } from '../../../components/product-add-table/product-add-table.types';
import { readLeadingBytes } from '../../../components/fields/read-leading-bytes';
import { useProductAddRows, useRowProblemText } from '../../../components/product-add-table/use-product-add-rows';
import { useFeature } from '../../../di/dependency-context';
import { useErrorText } from '../../../format/use-error-text';
import { consolePaths } from '../console-paths';
import { useConsoleSession } from '../console-session';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1.5)};
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
`;

const Announcement = styled.p`
  color: #1b5e20;
  font-weight: 600;
`;

/** The lists of the table's dropdowns from what the store already sells. */
function optionsOf(inventory: StoreInventory) {
  const distinct = (values: readonly (string | null)[]) =>
    [...new Set(values.filter((value): value is string => value !== null && value !== ''))].sort((a, b) =>
      a.localeCompare(b),
    );
  return {
    category: [...inventory.categories],
    brand: distinct(inventory.products.map((product) => product.brand)),
    size: distinct(inventory.products.flatMap((product) => product.sizes)),
  };
}

/**
 * /inventory-mgmt/add: the spec's product-add table, saved to the store. Each row is added on its own; a row the
 * rule or the server refuses keeps what was typed and shows why beside the field.
 */
export function ProductAddPage() {
  const { t } = useTranslation('console');
  const feature = useFeature(featureTokens.merchantConsole);
  const { reportFailure } = useConsoleSession();
  const errorText = useErrorText();
  const problemText = useRowProblemText();
  const table = useProductAddRows({ options: { category: [], brand: [], size: [] } });
  const { mergeOptions } = table;
  const pictures = useRef(new Map<string, string>());
  const [announcement, setAnnouncement] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    feature.listStoreInventory().then(
      (inventory) => current && mergeOptions(optionsOf(inventory)),
      // The table works without the store's lists (the staff type new entries); an ended session is the exception.
      (error: unknown) => current && reportFailure(error),
    );
    return () => {
      current = false;
    };
  }, [feature, mergeOptions, reportFailure]);

  const failed = (rowKey: string, error: unknown, field: RowMessageField) => {
    if (reportFailure(error)) return;
    table.setMessage(rowKey, field, isAppError(error) ? errorText(error) : String(error));
  };

  /** An entry leaves the store's list only once the server says so; a refusal shows beside the row's field. */
  const deleteOption = async (list: OptionList, value: string, rowKey: string) => {
    setAnnouncement(null);
    try {
      const outcome = await feature.deleteProductOption(list, value);
      if (outcome.ok) {
        table.deleteOption(list, value);
        setAnnouncement(t('inventory.add.optionDeleted', { value }));
      } else {
        table.setMessage(rowKey, list, 'problem' in outcome ? problemText(outcome.problem) : outcome.message);
      }
    } catch (error) {
      failed(rowKey, error, list);
    }
  };

  const uploadImage = async (rowKey: string, file: File) => {
    try {
      const leadingBytes = await readLeadingBytes(file, photoSignatureLength);
      const outcome = await feature.uploadProductPicture({
        size: file.size,
        leadingBytes,
        content: file,
        fileName: file.name,
      });
      if (outcome.ok) {
        pictures.current.set(rowKey, outcome.pictureId);
        table.setPicture(rowKey, file.name);
      } else if ('refusal' in outcome) {
        table.setPicture(
          rowKey,
          null,
          problemText(outcome.refusal === 'TOO_LARGE' ? 'PICTURE_TOO_LARGE' : 'NOT_JPEG_OR_PNG'),
        );
        pictures.current.delete(rowKey);
      } else {
        table.setPicture(rowKey, null, outcome.message);
        pictures.current.delete(rowKey);
      }
    } catch (error) {
      failed(rowKey, error, 'picture');
    }
  };

  const add = async (rowKey: string) => {
    const row = table.rows.find((known) => known.key === rowKey);
    if (!row || row.state !== 'editing') return;
    setAnnouncement(null);
    table.setState(rowKey, 'adding');
    try {
      const outcome = await feature.addStoreProduct(row.values, pictures.current.get(rowKey) ?? null);
      if (outcome.ok) {
        table.setMessages(rowKey, {});
        table.setState(rowKey, 'added');
        table.addOption('category', outcome.product.categoryName);
        setAnnouncement(t('inventory.add.added', { name: outcome.product.name }));
        return;
      }
      table.setState(rowKey, 'editing');
      if ('problems' in outcome) {
        table.setMessages(
          rowKey,
          Object.fromEntries(Object.entries(outcome.problems).map(([field, problem]) => [field, problemText(problem)])),
        );
      } else {
        const fields = Object.keys(outcome.fields).length > 0 ? outcome.fields : { name: outcome.message };
        table.setMessages(rowKey, fields);
      }
    } catch (error) {
      table.setState(rowKey, 'editing');
      failed(rowKey, error, 'name');
    }
  };

  return (
    <Page>
      <h2>{t('inventory.add.title')}</h2>
      <p>{t('inventory.add.intro')}</p>
      <Link to={consolePaths.inventory}>{t('inventory.add.back')}</Link>
      <ProductAddTable
        rows={table.rows}
        options={table.options}
        onChange={table.change}
        onUploadImage={(rowKey, file) => void uploadImage(rowKey, file)}
        onAdd={(rowKey) => void add(rowKey)}
        onNewRow={table.newRow}
        onRemoveRow={(rowKey) => {
          pictures.current.delete(rowKey);
          table.removeRow(rowKey);
        }}
        onAddOption={table.addOption}
        onDeleteOption={(list, value, rowKey) => void deleteOption(list, value, rowKey)}
      />
      <Announcement role="status">{announcement}</Announcement>
    </Page>
  );
}
