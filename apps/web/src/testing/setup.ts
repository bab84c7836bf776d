// jsdom lacks some layout APIs every browser has; the dashboard calls them after validation errors.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
