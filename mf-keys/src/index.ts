// Standalone entry only; the shell loads ./routes and ./widgets through the remote entry instead.
import('./bootstrap');
