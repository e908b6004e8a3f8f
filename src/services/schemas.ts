export { count } from '../../contract/fields';
