import { crossBrowserSuite } from './cross-browser-suite';

crossBrowserSuite('webkit');
