Feature: A store's staff keep its inventory
  The staff set each product's price, its stock and whether it sells, and add products through the product-add
  table. Prices are typed in euros and kept in cents; what customers may buy follows the shop's own stock rule.
  A row the rule refuses is not sent, and says why beside the field.

  Rule: A price is typed in euros with at most two decimals, a point or a comma

    Scenario Outline: The staff type the price <typed>
      Given the store sells "Lohikeitto" at 12.90 with its stock not counted
      When the staff set the price of "Lohikeitto" to "<typed>"
      Then <outcome>

      Examples:
        | typed  | outcome                                  |
        | 14,90  | "Lohikeitto" costs 1490 cents            |
        | 3      | "Lohikeitto" costs 300 cents             |
        | 12.999 | the price is refused: "NOT_A_PRICE"      |
        | -1     | the price is refused: "NOT_A_PRICE"      |
        |        | the price is refused: "REQUIRED"         |

  Rule: Customers can buy a product while it is on sale

    Scenario Outline: The staff set the stock to <stock> with counting <counted> and the switch <switch>
      Given the store sells "Lohikeitto" at 12.90 with its stock not counted
      When the staff set the stock of "Lohikeitto" to "<stock>", counted: <counted>, on sale: <switch>
      Then customers <can> buy "Lohikeitto"

      Examples:
        | stock | counted | switch | can    |
        | 5     | yes     | yes    | can    |
        | 0     | yes     | yes    | cannot |
        | 0     | no      | yes    | can    |
        | 9     | no      | no     | cannot |

  Rule: A product needs a name and a category; the name's message is "Required"

    Scenario: A row without a product name is not sent
      When the staff add a row named "" in "Bakery" at "4,50"
      Then the row is refused with "REQUIRED" on "name"
      And no product was sent to the store

    Scenario: A full row is added
      When the staff add a row named "Rye bread" in "Bakery" at "4,50"
      Then the store sells "Rye bread" at 450 cents in "Bakery"

  Rule: A dropdown entry of the product-add table no product uses leaves the store's list; one in use stays

    Scenario Outline: The staff delete the <list> "<entry>"
      Given the store sells "Lohikeitto" in "Soups" of the brand "Helmi" in the size "Large"
      When the staff delete the <list> "<entry>" from the product-add table
      Then <outcome>

      Examples:
        | list     | entry  | outcome                                          |
        | category | Drinks | the store's categories are "Soups"               |
        | category | soups  | the deletion is refused naming "Lohikeitto"      |
        | brand    | HELMI  | the deletion is refused naming "Lohikeitto"      |
        | brand    | Fazer  | the entry is deleted                             |
        | size     | large  | the deletion is refused naming "Lohikeitto"      |
        | size     |        | the deletion is not sent, the entry is "REQUIRED" |

