export { default } from '@kado/tsup-config';
