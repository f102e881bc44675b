type Doc = PDFKit.PDFDocument;

/**
 * The shop's logo (apps/web/public/logo.svg: a goat's face on a teal disc) drawn as vectors, so the
 * PDF needs no image file and stays sharp when printed. `size` is its width and height in points.
 */
export function drawLogo(doc: Doc, x: number, y: number, size: number) {
  doc.save();
  doc.translate(x, y).scale(size / 64);
  doc.circle(32, 32, 31).fill('#0f4c4c');
  doc
    .path('M18 24c-4-6-2-11 2-13 1 4 3 7 7 9M46 24c4-6 2-11-2-13-1 4-3 7-7 9')
    .lineWidth(3)
    .lineCap('round')
    .stroke('#d4a017');
  doc.ellipse(32, 34, 13, 15).fill('#ffffff');
  doc.ellipse(26.5, 31, 2, 2.5).fill('#0f4c4c');
  doc.ellipse(37.5, 31, 2, 2.5).fill('#0f4c4c');
  doc.ellipse(32, 42, 6, 4).fill('#d4a017');
  doc.path('M18 30l-7-3M46 30l7-3').lineWidth(4).lineCap('round').stroke('#ffffff');
  doc.restore();
}
