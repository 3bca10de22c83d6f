/**
 * Hostile markup: each payload, if it ever ran, would set window.__xss or open a dialog. Script tags, event
 * handlers, javascript: and data: URLs, SVG and MathML, and malformed markup meant to confuse a sanitiser.
 */
export const XSS_PAYLOADS = [
  '<script>window.__xss = "script"</script>',
  '<img src="x" onerror="window.__xss = \'img-onerror\'; alert(1)">',
  '<svg onload="window.__xss = \'svg-onload\'"><script>window.__xss = "svg-script"</script></svg>',
  '<svg><a xlink:href="javascript:window.__xss=\'svg-link\'"><text x="10" y="20">svg link</text></a><animate onbegin="alert(2)" attributeName="x" dur="1s"/></svg>',
  '<a href="javascript:window.__xss=\'js-link\';alert(3)">javascript link</a>',
  '<a href=" JaVaScRiPt:alert(4)">spaced javascript link</a><a href="&#106;avascript:alert(5)">entity javascript link</a>',
  '<a href="data:text/html,<script>alert(6)</script>">data link</a>',
  '<iframe src="javascript:alert(7)"></iframe><iframe srcdoc="<script>parent.__xss=\'srcdoc\'</script>"></iframe>',
  '<object data="data:text/html,<script>alert(8)</script>"></object><embed src="javascript:alert(9)">',
  '<form action="javascript:alert(10)"><button formaction="javascript:alert(11)">go</button></form>',
  '<details open ontoggle="window.__xss=\'ontoggle\'">details</details><input autofocus onfocus="window.__xss=\'onfocus\'">',
  '<div style="background-image: url(javascript:alert(12))">styled</div><body onload="alert(13)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(14)"><base href="https://evil.example/">',
  '</script><script>window.__xss = "breakout"</script>',
  '<img """><script>window.__xss = "malformed-quotes"</script>">',
  '<scr<script>ipt>window.__xss = "nested"</scr</script>ipt>',
  '<<script>alert(15);//<</script>',
  '<!--<img src="--><img src=x onerror=alert(16)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(17)>"></noscript>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(18)></style></mglyph></table></mtext></math>',
  '<svg><style><img src=x onerror=alert(19)></style></svg>',
  '"><img src=x onerror=alert(20)>\'><svg/onload=alert(21)>',
  '<a href="https://www.amazon.com/dp/B0XSSTEST1" onclick="window.__xss=\'onclick\'">retailer link with a handler</a>',
];

/** Listens for dialogs and CSP reports; `evidence()` says what ran, if anything. */
export const XSS_INIT_SCRIPT = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => window.__cspViolations.push(event.violatedDirective + ' ' + event.blockedURI));
`;
