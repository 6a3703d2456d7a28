// Read by @wordpress/editor when its modules are evaluated, so this module is imported first:
// the media library is then WordPress's React modal over the REST API, not the Backbone `wp.media`
// one of wp-admin (which Portico does not ship).
declare global {
  interface Window {
    __experimentalDataViewsMediaModal?: boolean;
  }
}
window.__experimentalDataViewsMediaModal = true;

export {};
