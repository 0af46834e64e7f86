import { renderStandalone } from '@touchline/remote-devkit/standalone';
import { routes } from './routes';
import { widgets } from './widgets';

renderStandalone({ name: 'mf_billing', routes, widgets });
