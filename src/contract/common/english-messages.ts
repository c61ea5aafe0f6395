import { config } from 'zod/mini';
import { en } from 'zod/locales';

// zod/mini keeps the first bundle small (a third of classic zod) but says only "Invalid input" until a locale
// is set; its messages reach hosts and developers, so English it is. Run once by whatever shows them: the reference
// server (src/server/app.ts), the build's configuration check and the browser's configuration error page; not by
// the schema modules, so the browser's first screen does not carry the locale (1.2 KB gzip).
config(en());
