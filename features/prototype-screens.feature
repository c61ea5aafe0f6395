Feature: The prototype screens' own rules
  The prototype screens (sample layouts, the static checkout, the merchant wizard) show hard-coded sample
  content. A few things on them still follow rules: how many slides a carousel shows and how far it scrolls,
  which photos the merchant wizard takes, and how a sample deal counts down. Their marketing texts (a code
  for the first purchase, free delivery over a threshold, free returns within 9 days) are demo content:
  no rule anywhere applies them.

  Rule: A carousel shows as many slides as fit the screen, and scrolls by a whole view

    Scenario Outline: Slides per view on a <width> px screen
      Given a carousel of 12 slides on a screen <width> px wide
      Then it shows <shown> slides at a time
      When the visitor scrolls forward
      Then the first slide shown is number <first>

      Examples:
        | width | shown | first |
        | 1280  | 4     | 5     |
        | 1024  | 4     | 5     |
        | 1023  | 3     | 4     |
        | 600   | 3     | 4     |
        | 599   | 2     | 3     |
        | 480   | 2     | 3     |
        | 479   | 1     | 2     |

    Scenario: The last view is always a full one
      Given a carousel of 10 slides on a screen 1280 px wide
      When the visitor scrolls forward
      And the visitor scrolls forward
      Then the first slide shown is number 7
      When the visitor scrolls back
      Then the first slide shown is number 3

  Rule: The merchant wizard takes JPEG and PNG photos only, judged by their content, not their name

    Scenario Outline: Adding <name>
      When the merchant adds a photo named "<name>" whose first bytes are <bytes>
      Then the photo is <verdict>

      Examples:
        | name      | bytes                   | verdict          |
        | loaf.jpg  | FF D8 FF E0 00 10 4A 46 | accepted as JPEG |
        | jar.png   | 89 50 4E 47 0D 0A 1A 0A | accepted as PNG  |
        | scan.jpeg | FF D8 FF E1 12 34 45 78 | accepted as JPEG |
        | honey.jpg | 47 49 46 38 39 61 01 00 | refused          |
        | menu.png  | 25 50 44 46 2D 31 2E 37 | refused          |
        | tiny.png  | 89 50 4E 47             | refused          |

  Rule: A sample deal counts down every second from the moment it is shown

    Scenario: A deal that runs for 2 days and 5 hours
      Given a sample deal that runs for 2 days 5 hours
      When the deal is shown
      Then it shows 2 days 5 hours 0 minutes 0 seconds left
      When 1 second passes
      Then it shows 2 days 4 hours 59 minutes 59 seconds left
      When 2 days 5 hours pass
      Then the deal has ended
