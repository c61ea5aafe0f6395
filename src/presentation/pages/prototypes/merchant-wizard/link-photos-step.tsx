import { useId, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { sampleCategories, sampleColours, type SampleCategory, type SampleProduct } from '../sample-data';
import { usePrototypeTexts } from '../use-prototype-texts';
import type { TileLinks } from './wizard-steps';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.spacing(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  button {
    width: 100%;
    min-height: 44px;
    font: inherit;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colours.text};
    outline-offset: 2px;
  }
`;

const Tile = styled.button<{ $colour: string }>`
  border: 3px solid transparent;
  border-radius: 8px;
  background: ${({ $colour }) => $colour};
  color: #ffffff;
  font-weight: 700;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colours.text};
    box-shadow: 0 0 0 2px #ffffff inset;
  }
`;

const Slot = styled.li<{ $over: boolean }>`
  display: grid;
  gap: 4px;
  padding: ${({ theme }) => theme.spacing(1)};
  border: 2px dashed ${({ $over, theme }) => ($over ? theme.colours.primary : 'rgba(0, 0, 0, 0.45)')};
  border-radius: 8px;
  background: #ffffff;
  p {
    margin: 0;
    font-weight: 600;
  }
`;

const isCategory = (value: string): value is SampleCategory => (sampleCategories as readonly string[]).includes(value);

/**
 * Step 3: links a category tile to each product slot, by dragging the tile onto the slot or, without a
 * pointer, by choosing the tile and then the slot's button (the same outcome, every step by keyboard).
 */
export function LinkPhotosStep(props: {
  readonly products: readonly SampleProduct[];
  readonly links: TileLinks;
  readonly onLink: (product: SampleProduct, category: SampleCategory | null) => void;
}) {
  const { t } = usePrototypeTexts();
  const tilesId = useId();
  const slotsId = useId();
  const [chosen, setChosen] = useState<SampleCategory | null>(null);
  const [over, setOver] = useState<SampleProduct | null>(null);
  const tileName = (category: SampleCategory) => t(`designs.categories.${category}`);
  const productName = (product: SampleProduct) => t(`designs.products.${product}`);

  const onDrop = (product: SampleProduct) => (event: DragEvent) => {
    event.preventDefault();
    setOver(null);
    const dropped = event.dataTransfer.getData('text/plain');
    if (isCategory(dropped)) props.onLink(product, dropped);
  };

  return (
    <>
      <p>{t('wizard.link.intro')}</p>
      <Columns>
        <section aria-labelledby={tilesId}>
          <h3 id={tilesId}>{t('wizard.link.tiles')}</h3>
          <ul>
            {sampleCategories.map((category) => (
              <li key={category}>
                <Tile
                  type="button"
                  draggable
                  $colour={sampleColours[category]}
                  aria-pressed={chosen === category}
                  onClick={() => setChosen(chosen === category ? null : category)}
                  onDragStart={(event) => {
                    event.dataTransfer.setData('text/plain', category);
                    event.dataTransfer.effectAllowed = 'link';
                  }}
                >
                  {tileName(category)}
                </Tile>
              </li>
            ))}
          </ul>
          <p role="status">{chosen ? t('wizard.link.chosen', { tile: tileName(chosen) }) : null}</p>
        </section>
        <section aria-labelledby={slotsId}>
          <h3 id={slotsId}>{t('wizard.link.slots')}</h3>
          <ul>
            {props.products.map((product) => {
              const linked = props.links[product];
              return (
                <Slot
                  key={product}
                  $over={over === product}
                  onDragOver={(event) => {
                    event.preventDefault();
                    setOver(product);
                  }}
                  onDragLeave={() => setOver(null)}
                  onDrop={onDrop(product)}
                >
                  <p>
                    {linked
                      ? t('wizard.link.linked', { product: productName(product), tile: tileName(linked) })
                      : t('wizard.link.unlinked', { product: productName(product) })}
                  </p>
                  <button
                    type="button"
                    aria-disabled={chosen === null}
                    onClick={() => {
                      if (chosen === null) return;
                      props.onLink(product, chosen);
                      setChosen(null);
                    }}
                  >
                    {chosen
                      ? t('wizard.link.linkHere', { tile: tileName(chosen), product: productName(product) })
                      : t('wizard.link.chooseTileFirst', { product: productName(product) })}
                  </button>
                  {linked ? (
                    <button type="button" onClick={() => props.onLink(product, null)}>
                      {t('wizard.link.unlink', { product: productName(product) })}
                    </button>
                  ) : null}
                </Slot>
              );
            })}
          </ul>
        </section>
      </Columns>
    </>
  );
}
