// The async boundary lets Module Federation initialise shared singletons before any of them runs.
import('./bootstrap');
