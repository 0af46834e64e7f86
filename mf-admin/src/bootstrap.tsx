import { renderStandalone } from '@touchline/remote-devkit/standalone';
import { routes } from './routes';

renderStandalone({ name: 'mf_admin', routes });
