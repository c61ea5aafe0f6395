import { bootstrap } from './bootstrap';

const rootElement = document.getElementById('root');
if (rootElement) void bootstrap(rootElement);
