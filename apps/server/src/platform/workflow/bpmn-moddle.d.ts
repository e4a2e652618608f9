// bpmn-moddle 10 ships types only under "./types"; this is the little of its API the parser uses.
declare module 'bpmn-moddle' {
  export type ModdleElement = {
    $type: string;
    id?: string;
    name?: string;
    $attrs: Record<string, string>;
    [key: string]: unknown;
  };
  export type ParseResult = {
    rootElement: ModdleElement;
    elementsById: Record<string, ModdleElement>;
    warnings: { message: string }[];
  };
  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string, typeName?: string): Promise<ParseResult>;
  }
}
