import { crossBrowserSuite } from './cross-browser-suite';

crossBrowserSuite('firefox');
