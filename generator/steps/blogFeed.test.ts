import { describe, expect, it } from 'vitest'
import { blocksToFeedHtml } from './blogFeed.ts'

describe('blocksToFeedHtml', () => {
  it('renders every block type as simple HTML with all text escaped', () => {
    const html = blocksToFeedHtml([
      { type: 'heading', text: 'Tips & <tricks>', level: 2 },
      { type: 'paragraph', text: '<script>alert(1)</script>' },
      { type: 'highlight', title: 'Tip', text: 'Book "early"' },
      { type: 'quote', text: 'Quote', author: 'Ann' },
      { type: 'list', ordered: true, items: ['a', 'b'] },
      { type: 'image', src: 'blue-hour.jpg', alt: 'x', caption: 'Dusk' },
    ])
    expect(html.split('\n')).toEqual([
      '<h2>Tips &amp; &lt;tricks&gt;</h2>',
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
      '<p><strong>Tip:</strong> Book &quot;early&quot;</p>',
      '<blockquote><p>Quote</p><p>— Ann</p></blockquote>',
      '<ol><li>a</li><li>b</li></ol>',
      '<p><em>Dusk</em></p>',
    ])
  })
})
