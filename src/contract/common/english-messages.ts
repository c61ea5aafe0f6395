import { config } from 'zod/mini';
import { en } from 'zod/locales';

// zod/mini keeps the first bundle small (a third of classic zod) but says only "Invalid input" until a locale
// is set; its messages reach hosts and developers, so English it is. Imported by every schema module.
config(en());
