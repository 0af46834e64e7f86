// Standalone entry only; the shell loads ./routes through the remote entry instead.
import('./bootstrap');
