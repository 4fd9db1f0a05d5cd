export { ReceivePresent } from './components/receive-present';
export { usePresentToken } from './hooks/present-token';
