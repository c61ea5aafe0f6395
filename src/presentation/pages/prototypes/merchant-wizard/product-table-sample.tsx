import { useState } from 'react';
import { checkPhoto, photoSignatureLength } from '@/domain/catalogue/photo-format';
import { readProductRow } from '@/domain/merchant-console/inventory-input';
import { readLeadingBytes } from '../../../components/fields/read-leading-bytes';
import { ProductAddTable } from '../../../components/product-add-table/product-add-table';
import { useProductAddRows, useRowProblemText } from '../../../components/product-add-table/use-product-add-rows';
import type { SampleCategory } from '../sample-data';
import { usePrototypeTexts } from '../use-prototype-texts';

/** Hard-coded sample rows and lists in the reader's language: the prototype is not wired to data. */
function sampleTable(t: (key: string) => string) {
  const category = (name: SampleCategory) => t(`designs.categories.${name}`);
  return {
    rows: [
      {
        name: t('designs.products.bread'),
        category: category('bakery'),
        brand: 'Fazer',
        color: '#8d6e63',
        size: 'L',
        price: '4.50',
        description: '',
      },
      { name: '', category: category('dairy'), brand: '', color: '', size: '', price: '2.20', description: '' },
    ],
    options: {
      category: [category('bakery'), category('dairy'), category('drinks')],
      brand: ['Fazer', 'Valio', 'Paulig'],
      size: ['S', 'M', 'L'],
    },
  };
}

/**
 * The product-add table of the prototype screens: the console's own table over sample rows, whose rows and
 * lists change only in this page. Add checks a row by the same rule as the console, and only marks it added.
 */
export function ProductTableSample() {
  const { t } = usePrototypeTexts();
  const problemText = useRowProblemText();
  const [sample] = useState(() => sampleTable(t));
  const table = useProductAddRows(sample);
  const [announcement, setAnnouncement] = useState<string | null>(null);

  const add = (rowKey: string) => {
    const row = table.rows.find((known) => known.key === rowKey);
    if (!row) return;
    const reading = readProductRow(row.values);
    if (!reading.ok) {
      table.setMessages(
        rowKey,
        Object.fromEntries(Object.entries(reading.problems).map(([field, problem]) => [field, problemText(problem)])),
      );
      return;
    }
    table.setMessages(rowKey, {});
    table.setState(rowKey, 'added');
    setAnnouncement(t('wizard.productTable.added', { name: reading.product.name }));
  };

  const uploadImage = async (rowKey: string, file: File) => {
    const check = checkPhoto(await readLeadingBytes(file, photoSignatureLength));
    if (check.ok) table.setPicture(rowKey, file.name);
    else table.setPicture(rowKey, null, problemText('NOT_JPEG_OR_PNG'));
  };

  return (
    <section aria-labelledby="prototype-product-table">
      <h3 id="prototype-product-table">{t('wizard.productTable.title')}</h3>
      <p>{t('wizard.productTable.intro')}</p>
      <ProductAddTable
        rows={table.rows}
        options={table.options}
        onChange={table.change}
        onUploadImage={(rowKey, file) => void uploadImage(rowKey, file)}
        onAdd={add}
        onNewRow={table.newRow}
        onRemoveRow={table.removeRow}
        onAddOption={table.addOption}
        onDeleteOption={table.deleteOption}
      />
      <p role="status">{announcement}</p>
    </section>
  );
}
