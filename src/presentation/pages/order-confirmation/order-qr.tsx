import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Qr = styled.img`
  display: block;
  width: 180px;
  height: 180px;
  margin: ${({ theme }) => theme.spacing(2)} auto;
`;

/** Draws the code in the browser, as SVG so no canvas is needed; its library loads only when a code is missing. */
async function drawQr(text: string): Promise<string> {
  const qrcode = await import(/* webpackChunkName: "qrcode" */ 'qrcode');
  const svg = await qrcode.toString(text, { type: 'svg', margin: 1 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export interface OrderQrProps {
  /** The server's code; null when it sent none, and the page draws one for `fallbackText`. */
  readonly dataUrl: string | null;
  readonly fallbackText: string;
  readonly shortOrderId: string;
}

/** The code the counter scans. */
export function OrderQr(props: OrderQrProps) {
  const { t } = useTranslation();
  const [drawn, setDrawn] = useState<string | null>(null);
  const { dataUrl, fallbackText } = props;

  useEffect(() => {
    if (dataUrl !== null) return undefined;
    let current = true;
    drawQr(fallbackText)
      .then((url) => {
        if (current) setDrawn(url);
      })
      // Without a code the order still shows; the short id is what the counter asks for.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [dataUrl, fallbackText]);

  const source = dataUrl ?? drawn;
  if (source === null) return null;
  return <Qr src={source} alt={t('tracking.qrAlt', { id: props.shortOrderId })} />;
}
