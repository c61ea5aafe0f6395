import type PDFDocument from 'pdfkit';
import { winAnsiText } from './win-ansi-text';

type Document = InstanceType<typeof PDFDocument>;

export interface TextStyle {
  readonly size?: number;
  readonly bold?: boolean;
}

const regularFont = 'Helvetica';
const boldFont = 'Helvetica-Bold';
const bodySize = 10;
const rowGap = 3;
const columnGap = 12;
const amountWidth = 150;

/**
 * Lays a receipt out top to bottom in rows. Rows are placed by coordinates so a label and its amount share
 * a line; each row first checks it fits and otherwise starts a new page, so a long order never runs off the
 * paper or splits a row. Every text passes through winAnsiText, the one place that knows the font's limits.
 */
export class PdfReceiptWriter {
  constructor(private readonly doc: Document) {}

  private get left(): number {
    return this.doc.page.margins.left;
  }

  private get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  private use(style: TextStyle): void {
    this.doc.font(style.bold ? boldFont : regularFont).fontSize(style.size ?? bodySize);
  }

  private ensureSpace(height: number): number {
    const bottom = this.doc.page.height - this.doc.page.margins.bottom;
    if (this.doc.y + height > bottom) this.doc.addPage();
    return this.doc.y;
  }

  /** One text across the whole width. */
  line(text: string, style: TextStyle & { readonly align?: 'left' | 'center' } = {}): void {
    this.use(style);
    const printable = winAnsiText(text);
    const options = { width: this.width, align: style.align ?? 'left' };
    const height = this.doc.heightOfString(printable, options);
    const top = this.ensureSpace(height);
    this.doc.text(printable, this.left, top, options);
    this.doc.y = top + height + rowGap;
  }

  /** A label on the left and its amount right-aligned on the same row. */
  row(label: string, amount: string, style: TextStyle = {}): void {
    this.cells([label, amount], [this.width - amountWidth - columnGap, amountWidth], style);
  }

  /** Equal columns, the first left-aligned and the others right-aligned, as figures in a table are. */
  columns(cells: readonly string[], style: TextStyle = {}): void {
    const width = (this.width - columnGap * (cells.length - 1)) / cells.length;
    this.cells(
      cells,
      cells.map(() => width),
      style,
    );
  }

  /** Blank space between sections. */
  gap(height = 6): void {
    this.doc.y += height;
  }

  /** A thin line across the page between sections. */
  rule(): void {
    const top = this.ensureSpace(2 * rowGap);
    const y = top + rowGap;
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.5)
      .stroke();
    this.doc.y = y + rowGap;
  }

  private cells(cells: readonly string[], widths: readonly number[], style: TextStyle): void {
    this.use(style);
    const printable = cells.map(winAnsiText);
    const height = Math.max(
      ...printable.map((text, index) => this.doc.heightOfString(text, { width: widths[index] ?? 0 })),
    );
    const top = this.ensureSpace(height);
    let x = this.left;
    printable.forEach((text, index) => {
      const width = widths[index] ?? 0;
      this.doc.text(text, x, top, { width, align: index === 0 ? 'left' : 'right' });
      x += width + columnGap;
    });
    this.doc.y = top + height + rowGap;
  }
}
