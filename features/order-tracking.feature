Feature: Order tracking
  After paying, customers follow their order on the confirmation screen and in the order history:
  its status, a three-part progress bar, a four-step tracker and, while the kitchen works, a countdown.

  Background:
    Given orders from "Kahvila Aalto" take 15 minutes to prepare
    And the preparation countdown is switched on

  Scenario Outline: What the customer sees for each status
    Given order 1042 from "Kahvila Aalto" is "<status>"
    When the customer opens the confirmation of order 1042
    Then the order status reads "<status>"
    And <filled> of the 3 progress segments are filled
    And the order tracker stands at step <step>
    And the order's preparation time is <preparation>

    Examples:
      | status           | filled | step | preparation |
      | Order Pending    | 1      | 1    | shown       |
      | Order Confirmed  | 2      | 2    | shown       |
      | Order Dispatched | 3      | 3    | hidden      |
      | Order Delivered  | 3      | 4    | hidden      |
      | Order Cancelled  | 0      | 0    | hidden      |

  Scenario Outline: The steps of the order tracker
    Given order 1042 from "Kahvila Aalto" is "<status>"
    When the customer opens the confirmation of order 1042
    Then the order tracker's current step is called "<step name>"

    Examples:
      | status           | step name       |
      | Order Pending    | Order Received  |
      | Order Confirmed  | In Progress     |
      | Order Dispatched | On The Way      |
      | Order Delivered  | Order Delivered |

  Scenario: A status the app does not know yet does not break the page
    Given the server reports order 1042 from "Kahvila Aalto" with the status "order_on_hold"
    When the customer opens the confirmation of order 1042
    Then the order status reads "Unknown status"
    And 0 of the 3 progress segments are filled
    And the order tracker stands at step 0
    And the order's preparation time is hidden

  Scenario Outline: The preparation countdown shows while there is preparation time left
    Given the preparation countdown is switched <switch>
    And order 1042 from "Kahvila Aalto" was placed at 12:00 and is "<status>"
    When the customer opens the confirmation of order 1042 at <time>
    Then the preparation countdown is <countdown>

    Examples:
      | switch | status           | time     | countdown                            |
      | on     | Order Pending    | 12:00    | shown with 15 minutes left           |
      | on     | Order Confirmed  | 12:05:30 | shown with 9 minutes 30 seconds left |
      | on     | Order Confirmed  | 12:14:59 | shown with 1 second left             |
      | on     | Order Confirmed  | 12:15    | hidden                               |
      | on     | Order Confirmed  | 12:40    | hidden                               |
      | on     | Order Dispatched | 12:05    | hidden                               |
      | off    | Order Confirmed  | 12:05    | hidden                               |

  Scenario Outline: A countdown shows days, hours, minutes and, when asked, seconds
    Given a countdown with <remaining> seconds to go
    When the countdown is shown <with or without> seconds
    Then the countdown reads <reading>

    Examples:
      | remaining | with or without | reading                              |
      | 0         | with            | 0 days 0 hours 0 minutes 0 seconds   |
      | 59        | with            | 0 days 0 hours 0 minutes 59 seconds  |
      | 59        | without         | 0 days 0 hours 0 minutes             |
      | 60        | without         | 0 days 0 hours 1 minute              |
      | 3599      | without         | 0 days 0 hours 59 minutes            |
      | 3599      | with            | 0 days 0 hours 59 minutes 59 seconds |
      | 3600      | with            | 0 days 1 hour 0 minutes 0 seconds    |
      | 86399     | without         | 0 days 23 hours 59 minutes           |
      | 86400     | without         | 1 day 0 hours 0 minutes              |
      | 90061     | with            | 1 day 1 hour 1 minute 1 second       |
      | 90061     | without         | 1 day 1 hour 1 minute                |

  Scenario: The countdown ticks every second and calls back once at zero
    Given a countdown with 3 seconds to go
    When the countdown runs for 10 seconds
    Then the countdown showed 3, 2, 1 and 0 seconds
    And the countdown called back at zero once
    And the countdown has stopped ticking

  Scenario: A status update moves the order on screen along
    Given order 1042 from "Kahvila Aalto" is "Order Pending"
    And the customer is watching the confirmation of order 1042
    When an update arrives saying order 1042 is now "Order Dispatched"
    Then the order status reads "Order Dispatched"
    And 3 of the 3 progress segments are filled

  Scenario: An update about another order leaves the order on screen alone
    Given order 1042 from "Kahvila Aalto" is "Order Pending"
    And order 2077 from "Kahvila Aalto" is "Order Pending"
    And the customer is watching the confirmation of order 1042
    When an update arrives saying order 2077 is now "Order Delivered"
    Then the order status reads "Order Pending"

  Scenario: An update with a status the app does not know keeps the last known status
    Given order 1042 from "Kahvila Aalto" is "Order Confirmed"
    And the customer is watching the confirmation of order 1042
    When an update arrives saying order 1042 is now "order_on_hold"
    Then the order status reads "Order Confirmed"

  Scenario: Coming back to the tab shows the latest status
    Given order 1042 from "Kahvila Aalto" is "Order Pending"
    And the customer is watching the confirmation of order 1042
    And meanwhile the kitchen marks order 1042 "Order Confirmed" without an update arriving
    When the customer comes back to the order's browser tab
    Then the order status reads "Order Confirmed"

  Scenario Outline: Status updates reach the first page of active orders
    Given these orders from "Kahvila Aalto" are active:
      | order | status          |
      | 1042  | Order Pending   |
      | 2077  | Order Confirmed |
    And the customer is looking at the active orders
    When an update arrives saying order 1042 is now "<new status>"
    Then the active orders show <outcome>

    Examples:
      | new status       | outcome                                         |
      | Order Confirmed  | order 1042 as "Order Confirmed" among 2 orders  |
      | Order Dispatched | order 1042 as "Order Dispatched" among 2 orders |
      | Order Delivered  | only order 2077                                 |
      | Order Cancelled  | only order 2077                                 |
