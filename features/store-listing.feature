Feature: Store listing
  Customers browse the stores of an industry and see, before opening a store,
  how long they will wait for their order.

  Scenario Outline: The delivery time shown is the delivery time plus the preparation time
    Given the restaurant "<store>" delivers in <delivery> and prepares orders in <preparation>
    When the customer opens the restaurant listing
    Then "<store>" shows a delivery time of <shown>

    Examples:
      | store           | delivery   | preparation | shown             |
      | Kahvila Aalto   | 30 minutes | 15 minutes  | 45 minutes        |
      | Pizzeria Napoli | 50 minutes | 25 minutes  | 1 hour 15 minutes |
      | Sushi Kaito     | 23 hours   | 2 hours     | 1 day 1 hour      |
      | Deli Nopea      | 0 minutes  | 0 minutes   | 0 minutes         |

  Scenario: Stores come 25 to a page
    Given there are 30 restaurants
    When the customer opens the restaurant listing
    Then the customer sees 25 restaurants
    And the listing has 2 pages

  Scenario: The second page holds the rest
    Given there are 30 restaurants
    When the customer opens page 2 of the restaurant listing
    Then the customer sees 5 restaurants
