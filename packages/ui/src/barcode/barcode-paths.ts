/**
 * The drawing libraries, loaded on demand: a page shows a voucher's code without qrcode or jsbarcode
 * entering the first load.
 */
export interface QrMatrix {
  size: number;
  /** One SVG path of every dark module, in module units. */
  path: string;
}

export async function qrMatrix(value: string): Promise<QrMatrix> {
  const { create } = await import('qrcode');
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y += 1) {
    for (let x = 0; x < modules.size; x += 1) {
      if (modules.get(y, x)) parts.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  return { size: modules.size, path: parts.join('') };
}

export async function drawCode128(svg: SVGSVGElement, value: string, height: number) {
  const { default: JsBarcode } = await import('jsbarcode');
  JsBarcode(svg, value, {
    format: 'CODE128',
    displayValue: false,
    margin: 0,
    height,
    width: 2,
    background: '#ffffff',
    lineColor: '#000000',
    xmlDocument: svg.ownerDocument,
  });
}
