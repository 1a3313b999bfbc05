/** Word lists the demo articles are built from. Brands and places are real; events are not. */

/** Carmakers with a Shanghai base (SAIC and its joint ventures, NIO headquarters). */
export const BRANDS = ['上汽大众', '上汽通用', '智己汽车', '飞凡汽车', '荣威', '名爵', '上汽大通', '别克', '凯迪拉克', '蔚来'] as const;

export const CAR_TYPES = ['纯电SUV', '纯电轿车', '插电混动SUV', '增程式SUV', '智能纯电轿跑', '纯电MPV', '插电混动轿车', '紧凑型纯电SUV'] as const;

/** Shanghai's 16 districts. */
export const DISTRICTS = ['黄浦', '徐汇', '长宁', '静安', '普陀', '虹口', '杨浦', '闵行', '宝山', '嘉定', '浦东新区', '金山', '松江', '青浦', '奉贤', '崇明'] as const;

export const PLACES = [
  '国家会展中心（上海）',
  '上海新国际博览中心',
  '安亭上海国际汽车城',
  '临港新片区',
  '嘉定汽车创新港',
  '金桥智能网联汽车产业园',
  '上海世博展览馆',
] as const;

/** Yangtze River Delta cities within a weekend drive. */
export const CITIES = ['苏州', '杭州', '南京', '宁波', '合肥', '无锡', '嘉兴', '湖州'] as const;

export const PRICES = ['9.98', '12.98', '14.98', '15.98', '18.98', '20.98', '22.98', '25.98', '29.98', '32.98'] as const;

export const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '朱', '胡', '沈', '顾', '陆', '钱'] as const;

export const GIVEN_NAMES = ['建华', '晓明', '敏', '静', '伟', '磊', '婷', '海燕', '志强', '思远', '嘉怡', '俊杰', '佳琪', '文斌', '雪', '一鸣', '晨', '立新'] as const;

export const EXPERT_TITLES = [
  '同济大学汽车学院教授',
  '上海市汽车行业协会相关负责人',
  '上海交通大学机械与动力工程学院教授',
  '资深汽车行业分析师',
  '中国汽车工程学会专家',
  '上海国际汽车城相关负责人',
] as const;

/** Outlets credited as sources; the paper itself carries most of the weight. */
export const SOURCES = ['上海汽车报', '上海汽车报', '上海汽车报', '上海汽车报', '新华社', '解放日报', '文汇报', '新民晚报', '澎湃新闻', '第一财经', '中国汽车报', '上观新闻'] as const;
