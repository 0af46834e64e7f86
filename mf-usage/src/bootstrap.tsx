import { renderStandalone } from '@touchline/shell-contract/standalone';
import { routes } from './routes';
import { widgets } from './widgets';

renderStandalone({ name: 'mf_usage', routes, widgets });
