import fc from 'fast-check'

/** Script-execution attempts for every context text can land in: element, attribute, URL, comment, template. */
export const ATTACKS = [
  '<script>alert(1)</script>',
  '</script><script>alert(2)</script>',
  '"><script>alert(3)</script>',
  "'><img src=x onerror=alert(4)>",
  '<img src=x onerror=alert(5)>',
  '<svg onload=alert(6)>',
  '<svg><script>alert(7)</script></svg>',
  'javascript:alert(8)',
  '<iframe srcdoc="<script>alert(9)</script>"></iframe>',
  '<a href="javascript:alert(10)">x</a>',
  '<body onload=alert(11)>',
  '<!--',
  '-->',
  '<![CDATA[',
  ']]>',
  '\u2028\u2029',
  '</textarea><script>alert(12)</script>',
  '<style>@import "javascript:alert(13)";</style>',
  '{{constructor.constructor("alert(14)")()}}',
  '${alert(15)}',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(16)>',
  '<details open ontoggle=alert(17)>',
  '<input autofocus onfocus=alert(18)>',
  '<video><source onerror=alert(19)></video>',
  '&lt;script&gt;alert(20)&lt;/script&gt;',
  '&#60;script&#62;alert(21)&#60;/script&#62;',
  '<scr<script>ipt>alert(22)</script>',
  '<object data="javascript:alert(23)"></object>',
  '<embed src="javascript:alert(24)">',
  '<base href="javascript:alert(25)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(26)">',
  '<form action="javascript:alert(27)"><button>x</button></form>',
  '\u0000<script>alert(28)</script>',
  '" autofocus onfocus="alert(29)',
  "' autofocus onfocus='alert(30)",
  '<x onclick=alert(31)>click',
  '<noscript><p title="</noscript><img src=x onerror=alert(32)>">',
]
export const attack = fc.constantFrom(...ATTACKS)
/** Text of up to `max` characters mixing attacks with arbitrary graphemes. */
export const hostileText = (max: number) =>
  fc
    .array(fc.oneof(attack, fc.string({ unit: 'grapheme', maxLength: 12 })), { minLength: 1, maxLength: 4 })
    .map((parts) => parts.join(' ').slice(0, max))
