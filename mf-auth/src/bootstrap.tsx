import { renderStandalone } from '@touchline/shell-contract/standalone';
import { routes } from './routes';

renderStandalone({ name: 'mf_auth', routes });
