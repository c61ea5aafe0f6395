/**
 * The demo catalogue's product pictures, drawn rather than shipped: a plate on a colour of the product's own, with
 * a drawing of what kind of thing it is, read from its name (Finnish or English). Vector shapes only, a few hundred
 * bytes each, sharp at any size: the list's thumbnail and the zoom dialog's picture are the same file.
 */

/** A drawing in a 200 × 200 box, centred on the plate (100, 100). */
interface Glyph {
  readonly words: readonly string[];
  readonly shapes: string;
}

const glyphs: readonly Glyph[] = [
  {
    words: ['pizza', 'margherita', 'pepperoni', 'calzone'],
    shapes:
      '<path d="M100 40 L150 150 Q100 165 50 150 Z" fill="#f4c26b" stroke="#c9822b" stroke-width="6"/>' +
      '<circle cx="100" cy="95" r="9" fill="#c0392b"/><circle cx="85" cy="130" r="9" fill="#c0392b"/>' +
      '<circle cx="118" cy="132" r="9" fill="#c0392b"/>',
  },
  {
    words: ['burger', 'hampurilainen'],
    shapes:
      '<path d="M50 95 a50 38 0 0 1 100 0 Z" fill="#d9903d"/><rect x="46" y="98" width="108" height="12" rx="6" fill="#5fa83a"/>' +
      '<rect x="50" y="112" width="100" height="20" rx="8" fill="#5a2d17"/>' +
      '<path d="M50 136 h100 v6 a14 14 0 0 1 -14 14 h-72 a14 14 0 0 1 -14 -14 Z" fill="#d9903d"/>',
  },
  {
    words: ['keitto', 'soup', 'borssi', 'ramen', 'pho'],
    shapes:
      '<path d="M45 100 h110 a55 50 0 0 1 -110 0 Z" fill="#e7a33e"/><rect x="40" y="94" width="120" height="10" rx="5" fill="#8d5a2b"/>' +
      '<path d="M80 80 q-8 -12 0 -24 M100 80 q-8 -12 0 -24 M120 80 q-8 -12 0 -24" stroke="#9aa5b1" stroke-width="5" fill="none" stroke-linecap="round"/>',
  },
  {
    words: ['sushi', 'maki', 'nigiri', 'sashimi', 'roll'],
    shapes:
      '<circle cx="78" cy="100" r="30" fill="#1f3b2d"/><circle cx="78" cy="100" r="22" fill="#ffffff"/><circle cx="78" cy="100" r="10" fill="#ef7b5b"/>' +
      '<circle cx="128" cy="108" r="26" fill="#1f3b2d"/><circle cx="128" cy="108" r="19" fill="#ffffff"/><circle cx="128" cy="108" r="8" fill="#f2c14e"/>',
  },
  {
    words: ['curry', 'masala', 'dal', 'korma', 'tikka', 'riisi', 'rice', 'biryani'],
    shapes:
      '<path d="M45 100 h110 a55 45 0 0 1 -110 0 Z" fill="#c8582b"/>' +
      '<path d="M60 100 q40 -40 80 0 Z" fill="#fbf4e4"/><circle cx="90" cy="118" r="6" fill="#5fa83a"/><circle cx="112" cy="124" r="5" fill="#5fa83a"/>',
  },
  {
    words: ['kahvi', 'coffee', 'latte', 'espresso', 'cappuccino', 'tee', 'tea', 'kaakao', 'cocoa'],
    shapes:
      '<path d="M62 80 h68 v40 a34 34 0 0 1 -68 0 Z" fill="#ffffff" stroke="#6d4c41" stroke-width="6"/>' +
      '<path d="M130 92 a14 14 0 0 1 0 28" fill="none" stroke="#6d4c41" stroke-width="6"/><ellipse cx="96" cy="84" rx="30" ry="6" fill="#6d4c41"/>',
  },
  {
    words: ['juoma', 'drink', 'limu', 'cola', 'mehu', 'juice', 'vesi', 'water', 'olut', 'beer', 'siideri', 'smoothie'],
    shapes:
      '<path d="M70 55 h60 l-8 95 h-44 Z" fill="#d6eef8" stroke="#5b8fa8" stroke-width="5"/>' +
      '<path d="M74 90 h52 l-5 57 h-42 Z" fill="#f0a830"/><path d="M112 40 l-6 50" stroke="#c0392b" stroke-width="5"/>',
  },
  {
    words: ['leipä', 'bread', 'pulla', 'bun', 'korvapuusti', 'croissant', 'sämpylä', 'piirakka', 'pie', 'karjalan'],
    shapes:
      '<path d="M45 115 q0 -45 55 -45 q55 0 55 45 v15 h-110 Z" fill="#d9903d"/>' +
      '<path d="M75 88 l10 14 M100 84 l10 14 M125 88 l10 14" stroke="#a8682a" stroke-width="5" stroke-linecap="round"/>',
  },
  {
    words: ['salaatti', 'salad', 'vegaani', 'vegan', 'kasvis', 'bowl'],
    shapes:
      '<path d="M100 55 q40 25 0 95 q-40 -70 0 -95 Z" fill="#5fa83a"/><path d="M100 62 v84" stroke="#2f6b1f" stroke-width="4"/>' +
      '<path d="M60 85 q25 10 30 50 q-35 -15 -30 -50 Z" fill="#8cc152"/><path d="M140 85 q-25 10 -30 50 q35 -15 30 -50 Z" fill="#8cc152"/>',
  },
  {
    words: ['kala', 'fish', 'lohi', 'salmon', 'silakka', 'muikku', 'tonnikala', 'tuna', 'katkarapu', 'shrimp'],
    shapes:
      '<path d="M45 100 q45 -40 90 0 q-45 40 -90 0 Z" fill="#ef8f6b"/><path d="M135 100 l25 -20 v40 Z" fill="#ef8f6b"/>' +
      '<circle cx="68" cy="95" r="5" fill="#1b1d21"/>',
  },
  {
    words: ['maito', 'milk', 'jogurtti', 'yoghurt', 'yogurt', 'skyr', 'rahka', 'kerma', 'cream', 'juusto', 'cheese'],
    shapes:
      '<path d="M72 70 l14 -18 h28 l14 18 v80 h-56 Z" fill="#ffffff" stroke="#4a7fb5" stroke-width="5"/>' +
      '<rect x="72" y="100" width="56" height="24" fill="#4a7fb5"/>',
  },
  {
    words: ['omena', 'apple', 'banaani', 'banana', 'hedelmä', 'fruit', 'marja', 'berry', 'mansikka', 'mustikka'],
    shapes:
      '<circle cx="86" cy="110" r="30" fill="#d64541"/><circle cx="114" cy="110" r="30" fill="#d64541"/>' +
      '<path d="M100 82 q2 -18 14 -26" stroke="#6d4c41" stroke-width="5" fill="none"/><path d="M104 70 q18 -14 30 -4 q-14 14 -30 4 Z" fill="#5fa83a"/>',
  },
  {
    words: ['makkara', 'sausage', 'nakki', 'hot dog', 'hotdog'],
    shapes:
      '<rect x="45" y="88" width="110" height="28" rx="14" fill="#b5502f"/>' +
      '<path d="M60 102 q10 -8 20 0 t20 0 t20 0 t20 0" stroke="#f2c14e" stroke-width="5" fill="none"/>',
  },
  {
    words: ['jäätelö', 'ice cream', 'kakku', 'cake', 'leivos', 'jälkiruoka', 'dessert', 'suklaa', 'chocolate'],
    shapes:
      '<path d="M75 100 l25 55 l25 -55 Z" fill="#e0a96d"/><circle cx="100" cy="88" r="26" fill="#f7c6d9"/>' +
      '<circle cx="100" cy="62" r="6" fill="#c0392b"/>',
  },
];

/** Knife and fork: a dish whose name says nothing of its kind. */
const anyDish =
  '<path d="M80 55 v40 m-8 -40 v25 q0 10 8 15 q8 -5 8 -15 v-25 M80 95 v55" stroke="#6b7280" stroke-width="6" fill="none" stroke-linecap="round"/>' +
  '<path d="M122 55 q-14 20 -4 45 h4 v50" stroke="#6b7280" stroke-width="6" fill="none" stroke-linecap="round"/>';

const backgrounds = ['#fde8d7', '#e3f1df', '#e1ecf8', '#f6e1ee', '#fff4cc', '#e6e0f5', '#dff3f1', '#f3e6dc'];

/** A stable colour per product, so it keeps its look between visits. */
function backgroundOf(key: string): string {
  let hash = 0;
  for (const character of key) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return backgrounds[hash % backgrounds.length] ?? backgrounds[0]!;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The drawing for a product's name: the first kind whose word it contains, or knife and fork. */
export function glyphFor(name: string): string {
  const lower = name.toLowerCase();
  return glyphs.find((glyph) => glyph.words.some((word) => lower.includes(word)))?.shapes ?? anyDish;
}

/** The product's picture as an SVG document, labelled with its name. */
export function productPictureSvg(queryId: string, name: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(name)}">` +
    `<rect width="200" height="200" fill="${backgroundOf(queryId)}"/>` +
    '<circle cx="100" cy="104" r="78" fill="#ffffff" stroke="#e2e6ea" stroke-width="6"/>' +
    `${glyphFor(name)}</svg>`
  );
}

/** Where a seeded product's picture is served (static/product-pictures.ts), as the seed's catalogue names it. */
export function seededPictureUrl(productQueryId: string): string {
  return `/media/pictures/${productQueryId}.png`;
}
